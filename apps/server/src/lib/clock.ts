/** The current time; services take one so tests can hand in a fixed or moving clock. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
