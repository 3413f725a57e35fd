// Operators of the install and venue set-up (decision 055): the command line adds operators through the repo.

export { OPERATOR_FIRST_STEP } from './operator-command.js';
export { createOperatorsRepo, type OperatorsRepo } from './operators.repo.js';
export type { OperatorsService } from './operators.service.js';
