import { signInByApi } from './api.js';
signInByApi('http://localhost:3501', process.argv[2]!).then((r) => process.stdout.write(r.idToken));
