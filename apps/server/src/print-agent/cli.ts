import { createPrintAgent, parseAgentArgs } from './print-agent.js';

// npm run print-agent -- --server https://queueless.example --token qlp_… --printer 192.168.1.50:9100
try {
  const { server, printers } = parseAgentArgs(process.argv.slice(2));
  const agent = createPrintAgent({ server, printers, log: (line) => console.log(new Date().toISOString(), line) });
  process.on('SIGINT', () => agent.stop());
  process.on('SIGTERM', () => agent.stop());
  console.log(`print agent: ${printers.length} printer(s), polling ${server}`);
  await agent.start();
} catch (error) {
  console.error(`print agent: ${(error as Error).message}`);
  process.exit(2);
}
