#!/usr/bin/env node
// `npm run build`: the web app (apps/web/dist) and the server as plain JavaScript (apps/server/dist).
import { builds, runBuild } from './builds.mjs';

for (const build of builds) runBuild(build);
