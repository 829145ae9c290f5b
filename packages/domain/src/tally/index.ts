export * from './tally-ledgers';
export * from './tally-party-names';
export * from './tally-summary';
export * from './tally-vouchers';
export * from './tally-xml';
