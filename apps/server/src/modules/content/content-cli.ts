import { readFileSync } from 'node:fs';
import { contentSlugSchema, pageContentSchema } from '@queueless/contracts';
import { loadConfig } from '../../config.js';
import { openDatabaseForCommand } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { createContentRepo } from './content.repo.js';

/**
 * `npm run content -- list | get <slug> | set <slug> <file.json>`: read and change the public pages' content
 * (landing figures, festival lineups, artist biographies) without a rebuild. `set` checks the page's shape first.
 */
const [command, slug, file] = process.argv.slice(2);
const usage = 'Usage: npm run content -- list | get <slug> | set <slug> <file.json>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!command || !['list', 'get', 'set'].includes(command)) fail(usage);
if (command !== 'list' && !contentSlugSchema.safeParse(slug).success)
  fail(`${usage}\nA slug such as landing or festival:heartla.`);
let content: unknown;
if (command === 'set') {
  if (!file) fail(usage);
  const parsed = pageContentSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    fail(`Not saved: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  content = parsed.data;
}

const config = loadConfig();
const database = await openDatabaseForCommand(config.database);
try {
  await runMigrations(database);
  const repo = createContentRepo(database.db);
  if (command === 'list') {
    for (const page of await repo.listPages()) console.log(`${page.slug}\t${page.updatedAt.toISOString()}`);
  } else if (command === 'get') {
    const page = await repo.getPage(String(slug).toLowerCase());
    if (!page) fail(`No page ${slug}.`);
    console.log(JSON.stringify(page.content, null, 2));
  } else {
    await repo.savePage(String(slug).toLowerCase(), content, new Date());
    console.log(`Saved ${slug}; the page shows it on its next load.`);
  }
} finally {
  await database.close();
}
