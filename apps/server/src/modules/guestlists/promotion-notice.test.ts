import { describe, expect, it } from 'vitest';
import { promotionMessage } from './promotion-notice.js';

/** The waitlist text in its guest's language (decision 097); the English is the spec's, byte for byte. */
describe('the waitlist promotion text', () => {
  const input = {
    eventName: 'Jazz Night',
    startTime: new Date('2026-11-29T05:00:00Z'),
    timeZone: 'America/Los_Angeles',
    publicBaseUrl: 'https://queueless.example',
  };
  const link = 'https://queueless.example/account#guest-list-reservations';

  it('is worded in English as before, one place or several', () => {
    expect(promotionMessage({ ...input, quantity: 1 })).toBe(
      `Queueless: you're off the waitlist! Your place for Jazz Night on Sat, Nov 28, 9:00 PM PST is confirmed. Your reservations: ${link}`,
    );
    expect(promotionMessage({ ...input, quantity: 3, language: 'en' })).toBe(
      `Queueless: you're off the waitlist! Your 3 places for Jazz Night on Sat, Nov 28, 9:00 PM PST are confirmed. Your reservations: ${link}`,
    );
  });

  it('is worded in Spanish, its date too, for a Spanish-speaking guest', () => {
    expect(promotionMessage({ ...input, quantity: 1, language: 'es' })).toBe(
      `Queueless: ¡saliste de la lista de espera! Tu lugar para Jazz Night el sáb, 28 de nov, 9:00 p.m. PST está confirmado. Tus reservas: ${link}`,
    );
    expect(promotionMessage({ ...input, eventName: '   ', quantity: 2, language: 'es' })).toBe(
      `Queueless: ¡saliste de la lista de espera! Tus 2 lugares para tu evento el sáb, 28 de nov, 9:00 p.m. PST están confirmados. Tus reservas: ${link}`,
    );
  });
});
