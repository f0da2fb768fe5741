import { useCallback } from 'react';
import type { z } from 'zod';
import { ApiError, apiRequest, type ApiRequestOptions, type ApiRequestWithResponse } from '~/lib/api-client';
import { saveOpenDrafts } from './admin-drafts';
import { signOut, useAdminAuth } from './auth-store';

export interface AdminRequest {
  /** Read with the response schema of the handler that answers. */
  <Schema extends z.ZodType>(
    path: string,
    options: Omit<ApiRequestWithResponse<Schema>, 'token'>,
  ): Promise<z.output<Schema>>;
  <T>(path: string, options?: Omit<ApiRequestOptions, 'token'>): Promise<T>;
}

/**
 * `apiRequest` with the admin's bearer token (spec §6). A 401 means the session is gone (expired, logged
 * out elsewhere, admin deactivated): the open forms' unsaved changes are kept as drafts, the client signs
 * out, and the <AdminPage> guard sends the admin to /admin/login?next=<this page>. The error is still
 * thrown, so the screen's query or mutation settles.
 */
export function useAdminRequest(): AdminRequest {
  const { token } = useAdminAuth();
  return useCallback(
    async (path: string, options: Omit<ApiRequestOptions, 'token'> = {}) => {
      try {
        return await apiRequest<unknown>(path, { ...options, token });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          saveOpenDrafts();
          signOut('expired');
        }
        throw error;
      }
    },
    [token],
  ) as AdminRequest;
}

/**
 * A file the admin API sends (a CSV export), fetched with the bearer token (a plain link could not send
 * it). A 401 signs out as `useAdminRequest` does; any other failure throws with the server's answer.
 */
export function useAdminFile(): (path: string) => Promise<Blob> {
  const { token } = useAdminAuth();
  return useCallback(
    async (path: string) => {
      const response = await fetch(path, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        credentials: 'include',
      });
      if (!response.ok) {
        const text = await response.text();
        if (response.status === 401) {
          saveOpenDrafts();
          signOut('expired');
        }
        throw new ApiError(response.status, text || response.statusText, undefined);
      }
      return response.blob();
    },
    [token],
  );
}
