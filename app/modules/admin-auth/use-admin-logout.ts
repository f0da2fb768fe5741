import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '~/lib/api-client';
import { currentToken, signOut } from './auth-store';

/**
 * Spec §4: logout signs out even if the call fails. The server is asked to delete the session (best
 * effort); the local state, the cached admin data and the page go regardless.
 */
export function useAdminLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const token = currentToken();
    try {
      if (token) await apiRequest('/api/admin/logout', { method: 'POST', token });
    } catch {
      // Offline or already expired: nothing to undo on the client side.
    }
    signOut();
    queryClient.removeQueries({ queryKey: ['admin'] });
    navigate('/admin/login', { replace: true });
  }, [navigate, queryClient]);
}
