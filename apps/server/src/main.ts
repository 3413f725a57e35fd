import { exitOnStartFailure, startServer } from './start.js';

startServer().catch(exitOnStartFailure);
