// Its tables, for the statements and foreign keys of the modules that read them.
export { orderItems } from './orders.tables.js';
