import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back, or to `home` when this page is the first of the visit (opened from a
 * partner app or a text message, there is nothing to go back to).
 */
export function useGoBack(home: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // The data router keeps its own position in history.state.idx.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(home, { replace: true });
  }, [navigate, home]);
}
