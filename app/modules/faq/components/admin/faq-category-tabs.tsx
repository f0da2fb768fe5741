import { useId } from 'react';
import { Checkbox } from '~/ui/checkbox';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/ui/tabs';
import { groupFaqsByCategory } from '../../faq-admin-view';
import { type AdminFaq, FAQ_CATEGORIES } from '../../faq.schema';
import { FaqItemCard } from './faq-item-card';

/**
 * Spec §2: one tab per category, 'category (count)', the first open; a 5-column tab grid (two and three
 * columns on narrower screens, so nothing overflows a phone), 'Select All (n)' per tab, items by order.
 */
export function FaqCategoryTabs({
  items,
  searching,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  items: AdminFaq[];
  searching: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (item: AdminFaq) => void;
  onDelete: (item: AdminFaq) => void;
}) {
  const groups = groupFaqsByCategory(items);
  return (
    <section aria-labelledby="faq-items-heading">
      <h2 id="faq-items-heading" className="sr-only">
        FAQ items by category
      </h2>
      <Tabs defaultValue={FAQ_CATEGORIES[0]}>
        <TabsList aria-label="Categories" className="grid-cols-2 min-[480px]:grid-cols-3 md:grid-cols-5">
          {FAQ_CATEGORIES.map((category) => (
            <TabsTrigger key={category} value={category}>
              {category} ({groups[category].length})
            </TabsTrigger>
          ))}
        </TabsList>
        {FAQ_CATEGORIES.map((category) => (
          <TabsContent key={category} value={category}>
            <CategoryPanel
              items={groups[category]}
              searching={searching}
              selected={selected}
              onSelect={onSelect}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function CategoryPanel({
  items,
  searching,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  items: AdminFaq[];
  searching: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (item: AdminFaq) => void;
  onDelete: (item: AdminFaq) => void;
}) {
  const id = useId();
  if (items.length === 0) {
    return (
      <p className="text-muted border-line rounded-xl border border-dashed bg-white p-8 text-center">
        {searching ? 'No FAQ items in this category match your search.' : 'No FAQ items in this category yet.'}
      </p>
    );
  }
  const ids = items.map((item) => item.id);
  const selectedHere = ids.filter((itemId) => selected.has(itemId)).length;
  return (
    <div className="grid gap-3">
      <label
        htmlFor={`${id}-all`}
        className="text-ink flex min-h-11 w-fit cursor-pointer items-center gap-3 font-medium"
      >
        <Checkbox
          id={`${id}-all`}
          checked={selectedHere === ids.length}
          indeterminate={selectedHere > 0 && selectedHere < ids.length}
          onChange={(event) => onSelect(ids, event.target.checked)}
        />
        Select All ({ids.length})
      </label>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.id}>
            <FaqItemCard
              item={item}
              selected={selected.has(item.id)}
              onSelectedChange={(checked) => onSelect([item.id], checked)}
              onEdit={() => onEdit(item)}
              onDelete={() => onDelete(item)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
