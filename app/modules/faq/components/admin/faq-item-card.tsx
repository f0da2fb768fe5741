import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { Checkbox } from '~/ui/checkbox';
import { FAQ_SCOPE_LABELS } from '../../faq-admin-view';
import type { AdminFaq } from '../../faq.schema';
import { partnerLabel } from './partner-target-picker';

/** Spec §2 item card: checkbox, question, badges (category, order, scope, inactive), answer, edit, delete. */
export function FaqItemCard({
  item,
  selected,
  onSelectedChange,
  onEdit,
  onDelete,
}: {
  item: AdminFaq;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  return (
    <Card className={selected ? 'border-brand-500 ring-brand-500 ring-1' : undefined}>
      <article aria-labelledby={`${id}-question`} className="flex gap-3 p-4 sm:gap-4 sm:p-5">
        {/* A 44 px tap target around the box; the question is its accessible name. */}
        <label className="-m-3 flex size-11 shrink-0 cursor-pointer items-center justify-center">
          <Checkbox
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-labelledby={`${id}-question`}
          />
        </label>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <h3 id={`${id}-question`} className="text-ink text-lg leading-snug font-semibold break-words">
              {item.question}
            </h3>
            <div className="-mt-1 -mr-2 flex shrink-0">
              <Button variant="ghost" size="sm" className="px-3" onClick={onEdit} aria-label={`Edit: ${item.question}`}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger px-3 hover:bg-red-50"
                onClick={onDelete}
                aria-label={`Delete: ${item.question}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge>{item.category}</Badge>
            <Badge variant="outline">Order: {item.order}</Badge>
            <Badge variant="outline">{FAQ_SCOPE_LABELS[item.appliesTo]}</Badge>
            {item.isActive ? null : <Badge className="text-danger bg-red-50">Inactive</Badge>}
            {/* Which items the French pages show in English (with a note). */}
            <Badge variant="outline">{item.questionFr ? 'French: yes' : 'French: missing'}</Badge>
          </div>
          <TargetLine item={item} />
          {/* Plain text (design §4), its line breaks kept. */}
          <p className="text-muted mt-3 break-words whitespace-pre-line">{item.answer}</p>
        </div>
      </article>
    </Card>
  );
}

/** Which places a targeted item is limited to: the scope badge alone would not say. */
function TargetLine({ item }: { item: AdminFaq }) {
  const lists = [
    item.targetStates.length > 0 ? `States: ${item.targetStates.join(', ')}` : null,
    item.targetCities.length > 0 ? `Cities: ${item.targetCities.join(', ')}` : null,
    item.targetPartners.length > 0 ? `Partners: ${targetPartnerNames(item).join('; ')}` : null,
  ].filter(Boolean);
  if (item.appliesTo === 'all' || item.appliesTo === 'homepage' || lists.length === 0) return null;
  return <p className="text-ink mt-2 text-sm break-words">{lists.join(' · ')}</p>;
}

/** Each target partner by name and place; an id naming no partner (deleted since) says so. */
function targetPartnerNames(item: AdminFaq): string[] {
  const labels = new Map(item.targetPartnerLabels.map((partner) => [partner.id.toLowerCase(), partner]));
  return item.targetPartners.map((id) => {
    const partner = labels.get(id.trim().toLowerCase());
    return partner ? partnerLabel(partner) : `unknown partner ${id}`;
  });
}
