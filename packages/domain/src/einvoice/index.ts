export * from './einvoice-checks';
export * from './inv01';
export * from './irp-answer';
