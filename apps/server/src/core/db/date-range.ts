// A span of India dates, both ends included: the domain's, named here for the repositories.
export type { DateRange } from '@bahi/domain';
