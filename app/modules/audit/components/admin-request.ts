/**
 * The admin screen's authenticated request (the admin-auth module's useAdminRequest), handed in by the route
 * or screen that renders these components: the audit module imports no other domain.
 */
export type AuditRequest = <T>(path: string, options?: { method?: 'GET' | 'POST' }) => Promise<T>;
