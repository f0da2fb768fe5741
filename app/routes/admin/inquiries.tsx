import { adminPageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/inquiries';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Inquiries', '/admin/inquiries');
}

export default function AdminInquiries() {
  return <ScreenPlaceholder heading="Inquiries" />;
}
