import { AGENT_USAGE, createPrintAgent, isHelpAsked, parseAgentArgs } from './print-agent.js';

// npm run print-agent -- --server https://queueless.example --token qlp_… --printer 192.168.1.50:9100
if (isHelpAsked(process.argv.slice(2))) {
  console.log(AGENT_USAGE);
  process.exit(0);
}
try {
  const { server, printers } = parseAgentArgs(process.argv.slice(2));
  const agent = createPrintAgent({ server, printers, log: (line) => console.log(new Date().toISOString(), line) });
  process.on('SIGINT', () => agent.stop());
  process.on('SIGTERM', () => agent.stop());
  console.log(`print agent: ${printers.length} printer(s), polling ${server}`);
  await agent.start();
} catch (error) {
  console.error(`print agent: ${(error as Error).message}\n\n${AGENT_USAGE}`);
  process.exit(2);
}
