import type { StationSound } from '@queueless/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

type AudioContextClass = typeof AudioContext;

/** Each sound as its tones: [start offset s, frequency Hz, length s]. */
const tones: Record<Exclude<StationSound, 'none'>, readonly (readonly [number, number, number])[]> = {
  chime: [
    [0, 880, 0.16],
    [0.18, 1320, 0.16],
  ],
  bell: [
    [0, 660, 0.9],
    [0, 1320, 0.5],
  ],
};

function audioContextClass(): AudioContextClass | undefined {
  return (
    globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

/**
 * A station's sound on a new ticket (its setting on the Stations page). A browser lets a page play sound only after a
 * tap unless it was told otherwise (a kiosk's autoplay policy): the context is tried at once, and when it stays
 * suspended the screen offers "Tap to enable sound", whose tap resumes it.
 */
export function useStationSound(sound: StationSound | undefined) {
  const context = useRef<AudioContext | null>(null);
  const [isEnabled, setEnabled] = useState(false);
  const isWanted = sound !== undefined && sound !== 'none';

  useEffect(() => {
    if (!isWanted) return;
    const Context = audioContextClass();
    if (!Context) return;
    const audio = new Context();
    context.current = audio;
    const follow = () => setEnabled(audio.state === 'running');
    audio.addEventListener('statechange', follow);
    follow();
    return () => {
      audio.removeEventListener('statechange', follow);
      void audio.close();
      context.current = null;
      setEnabled(false);
    };
  }, [isWanted]);

  const enable = useCallback(() => {
    void context.current?.resume().then(() => setEnabled(context.current?.state === 'running'));
  }, []);

  const play = useCallback(() => {
    const audio = context.current;
    if (audio?.state !== 'running' || sound === undefined || sound === 'none') return;
    const start = audio.currentTime;
    for (const [offset, frequency, length] of tones[sound]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + length + 0.01);
    }
  }, [sound]);

  return { isWanted, isEnabled, enable, play };
}
