import { useCallback, useSyncExternalStore } from 'react';
import { saveOpenDrafts } from './admin-drafts';

/*
 * The admin's auth state in the browser (spec §3 Auth state): `{ user, token, isAuthenticated }`, persisted
 * in localStorage under 'admin-auth-storage' in the `{ state, version }` shape of a persisted store. The
 * token is only a handle: the server decides on every call whether the session is still alive.
 */

export const AUTH_STORAGE_KEY = 'admin-auth-storage';

export interface AuthUser {
  id: string;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  role?: string;
}

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** This session is the account's first sign-in (kept for the session, through reloads). */
  firstSignIn?: boolean;
}

/**
 * Why the last session of this tab ended: the admin logged out here, or it ended otherwise (the server
 * refused the token with a 401, or another tab signed out): then unsaved changes were kept as drafts.
 */
export type SessionEnd = 'logout' | 'expired';

interface Snapshot extends AuthState {
  /** False during SSR and the hydrating render: nothing may redirect before localStorage was read. */
  hydrated: boolean;
  endedBy?: SessionEnd;
}

const SIGNED_OUT: AuthState = { user: null, token: null, isAuthenticated: false };
const SERVER_SNAPSHOT: Snapshot = { ...SIGNED_OUT, hydrated: false };

let snapshot: Snapshot | undefined;
const listeners = new Set<() => void>();

function readStorage(): AuthState {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return SIGNED_OUT;
    const state = (JSON.parse(raw) as { state?: Partial<AuthState> }).state;
    if (
      state &&
      typeof state.token === 'string' &&
      state.token &&
      state.user &&
      typeof state.user.username === 'string'
    ) {
      return { user: state.user, token: state.token, isAuthenticated: true, firstSignIn: state.firstSignIn === true };
    }
  } catch {
    // Unreadable or blocked storage: signed out, never a crash.
  }
  return SIGNED_OUT;
}

function writeStorage(state: AuthState) {
  try {
    if (state.isAuthenticated) window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state, version: 0 }));
    else window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Private mode with storage disabled: the session lasts as long as the tab.
  }
}

function getSnapshot(): Snapshot {
  snapshot ??= { ...readStorage(), hydrated: true };
  return snapshot;
}

function setState(state: AuthState, endedBy?: SessionEnd) {
  snapshot = { ...state, hydrated: true, endedBy };
  writeStorage(state);
  for (const listener of listeners) listener();
}

/*
 * Another tab signing in or out changes this one too. Signed out there (Logout, or its call met a 401), this
 * tab's open forms are kept as drafts first, as on a 401 here: the guard then sends to sign-in, which says
 * the changes are kept and comes back to them. One listener for the module, so the drafts are saved once.
 */
function onStorage(event: StorageEvent) {
  if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
  const next = readStorage();
  const endedHere = snapshot?.isAuthenticated === true && !next.isAuthenticated;
  if (endedHere) saveOpenDrafts();
  const endedBy = endedHere ? 'expired' : next.isAuthenticated ? undefined : snapshot?.endedBy;
  snapshot = { ...next, hydrated: true, endedBy };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function signIn(user: AuthUser, token: string, { firstSignIn = false }: { firstSignIn?: boolean } = {}) {
  setState({ user, token, isAuthenticated: true, firstSignIn });
}

export function signOut(endedBy: SessionEnd = 'logout') {
  setState(SIGNED_OUT, endedBy);
}

/** The current token outside React (e.g. in a fetcher created before a render). */
export function currentToken(): string | null {
  return typeof window === 'undefined' ? null : getSnapshot().token;
}

export function useAdminAuth() {
  const state = useSyncExternalStore(subscribe, getSnapshot, () => SERVER_SNAPSHOT);
  return {
    user: state.user,
    token: state.token,
    isAuthenticated: state.isAuthenticated,
    firstSignIn: state.firstSignIn === true,
    hydrated: state.hydrated,
    endedBy: state.endedBy,
    signIn: useCallback(
      (user: AuthUser, token: string, options?: { firstSignIn?: boolean }) => signIn(user, token, options),
      [],
    ),
    signOut: useCallback(() => signOut(), []),
  };
}

/** Whether the signed-in account is an admin (design §3 roles): screens hide what an editor cannot use. */
export function useIsAdmin(): boolean {
  return useAdminAuth().user?.role === 'admin';
}
