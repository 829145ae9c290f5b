// Public surface of @bahi/domain: pure GST and money rules shared by the web app and the server.
export * from './allocate';
export * from './dates';
export * from './exact';
export * from './fiscal-year';
export * from './gst';
export * from './gstin';
export * from './hsn';
export * from './invoice-number';
export * from './money';
export * from './mrp-cap';
export * from './payment-status';
export * from './percent';
export * from './place-of-supply';
export * from './purchase';
export * from './quantity';
export * from './states';
export * from './words';
