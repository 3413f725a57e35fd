// The phone the benchmark scripts emulate: Lighthouse's mobile profile (slow 4G: 150 ms round trip, 1.6 Mbps down,
// 750 kbps up) through DevTools, with the CPU `cpuSlowdown` times slower (Lighthouse's own is 4; this shared machine's
// speed moves by the hour, so bench:journey can find the slowdown that makes a given phone: lib/cpu-calibration.mjs).

/** Lighthouse's mobile network, as DevTools' Network.emulateNetworkConditions takes it. */
export const phoneNetwork = {
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};

/** Starts throttling a page's DevTools session to the phone: its network and its CPU. */
export async function emulatePhone(devtools, cpuSlowdown) {
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    ...phoneNetwork,
    connectionType: 'cellular4g',
  });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}
