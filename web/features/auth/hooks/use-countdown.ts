import { useEffect, useState } from 'react';

/**
 * Seconds left until another code may be sent. Starts at once (a code was just sent) and again on
 * restart(); ticks once a second and stops at zero.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const id = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [deadline]);

  return {
    remaining: Math.max(0, Math.ceil((deadline - now) / 1000)),
    restart: () => {
      const current = Date.now();
      setNow(current);
      setDeadline(current + seconds * 1000);
    },
  };
}
