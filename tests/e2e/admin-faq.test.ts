import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { checkBothWidths } from '../setup/axe';
import { useBrowserPage } from '../setup/browser';
import {
  expectFocusOnPageHeading,
  expectFocusOutlineInForcedColors,
  expectFocusReturns,
  pressEscape,
  signInInBrowser,
} from './admin';

const baseUrl = inject('baseUrl');

async function openFaqScreen(page: Page) {
  await signInInBrowser(page, baseUrl);
  await page.goto('/admin/faq');
  await page.getByRole('heading', { name: 'FAQ Management', level: 1 }).waitFor();
  // The list has loaded once the tabs are there (the demo data has FAQ items in every category).
  await page.getByRole('tab', { name: /^general \(\d+\)$/ }).waitFor();
}

async function expectToast(page: Page, text: string) {
  // The toast's text (Radix also copies it into a live region for screen readers: the first will do).
  await page.getByText(text, { exact: true }).first().waitFor();
}

// Runs are told apart, so a question can only be on a page because this run put it there.
const run = Date.now().toString(36);

describe('FAQ management', () => {
  const browser = useBrowserPage({ baseUrl });

  it('returns focus to the button that opened a dialog when Escape closes it', async () => {
    const { page } = browser;
    await openFaqScreen(page);
    const deleteFirst = page.getByRole('button', { name: /^Delete: / }).first();
    for (const [opener, dialog] of [
      [page.getByRole('button', { name: 'Bulk Upload' }), page.getByRole('dialog', { name: 'Bulk Upload FAQ Items' })],
      [page.getByRole('button', { name: 'Add FAQ Item' }), page.getByRole('dialog', { name: 'Create New FAQ Item' })],
      [deleteFirst, page.getByRole('alertdialog', { name: 'Delete FAQ Item' })],
    ] as const) {
      await expectFocusReturns(opener, dialog, pressEscape);
    }
  });

  it('closes the bulk upload with one Escape while its error toast is showing', async () => {
    const { page } = browser;
    await openFaqScreen(page);
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const upload = page.getByRole('dialog', { name: 'Bulk Upload FAQ Items' });
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'questions.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('question,answer\n'),
    });
    await page.getByText('Please upload a CSV file first', { exact: true }).first().waitFor();

    await page.keyboard.press('Escape');
    await upload.waitFor({ state: 'detached' });
  });

  it('creates a state-targeted FAQ that shows on that state page only', async () => {
    const { page } = browser;
    await openFaqScreen(page);
    expect(await page.title()).toBe('Admin - FAQ Management');
    await page.getByText('Total FAQ Items').waitFor();
    // The category tabs are one tab stop; the arrow keys, Home and End move between them.
    // Radix selects the focused tab on the next render: wait for it rather than read at once.
    const selectedTab = (name: RegExp) => page.getByRole('tab', { name, selected: true }).waitFor();
    await page.getByRole('tab', { name: /^general/ }).focus();
    await page.keyboard.press('ArrowRight');
    await selectedTab(/^services \(\d+\)$/);
    await page.keyboard.press('End');
    await selectedTab(/^support \(\d+\)$/);
    await page.keyboard.press('ArrowRight');
    await selectedTab(/^general \(\d+\)$/);
    await page.getByText('Select All (', { exact: false }).waitFor();
    await checkBothWidths(page, 'admin-faq');

    await page.getByRole('button', { name: 'Add FAQ Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New FAQ Item' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create FAQ' }).click();
    // Nothing typed: the shared schema answers in the form, nothing is sent.
    await dialog.getByText('Question is required').waitFor();
    await dialog.getByText('Answer is required').waitFor();

    const question = `Do Texas families get help with shipping? (${run})`;
    await dialog.getByLabel('Question', { exact: true }).fill(question);
    await dialog
      .getByLabel('Answer', { exact: true })
      .fill('Yes. Your Texas partner packs and ships the remains for you.');
    await dialog.getByLabel('Category').selectOption('process');
    await dialog.getByLabel('Display Order').fill('2');
    await dialog.getByLabel('Applies To').selectOption('state');
    await dialog.getByRole('group', { name: 'Targeting & Visibility' }).waitFor();
    await dialog.getByText('Leave empty for all states', { exact: false }).waitFor();
    await dialog.getByLabel('Target States (comma-separated)').fill(' Texas , ');
    await checkBothWidths(page, 'admin-faq-create-dialog');
    await dialog.getByRole('button', { name: 'Create FAQ' }).click();
    await expectToast(page, 'FAQ item created successfully');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /^process \(\d+\)$/ }).click();
    const card = page.getByRole('article', { name: question });
    await card.waitFor();
    for (const badge of ['process', 'Order: 2', 'State-specific']) {
      await card.getByText(badge, { exact: true }).waitFor();
    }

    await page.goto('/state/texas');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    expect(await page.getByText(question).count()).toBe(1);
    await page.goto('/state/ohio');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    expect(await page.getByText(question).count()).toBe(0);

    // Made inactive through Edit, it leaves the Texas page; then it is deleted.
    await page.goto('/admin/faq');
    await page.getByRole('tab', { name: /^process \(\d+\)$/ }).click();
    await page.getByRole('button', { name: `Edit: ${question}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit FAQ Item' });
    expect(await edit.getByLabel('Target States (comma-separated)').inputValue()).toBe('Texas');
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Update FAQ' }).click();
    await expectToast(page, 'FAQ item updated successfully');
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: question }).getByText('Inactive', { exact: true }).waitFor();

    await page.goto('/state/texas');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    expect(await page.getByText(question).count()).toBe(0);

    await page.goto('/admin/faq');
    await page.getByRole('tab', { name: /^process \(\d+\)$/ }).click();
    await page.getByRole('button', { name: `Delete: ${question}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete FAQ Item' });
    await confirm
      .getByText(
        'Are you sure you want to delete this FAQ item? It stays in the Trash for 30 days, where it can be restored.',
      )
      .waitFor();
    await checkBothWidths(page, 'admin-faq-delete-dialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).press('Enter');
    await expectToast(page, 'FAQ item deleted successfully');
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByRole('article', { name: question }).count()).toBe(0);
    // Its card's Delete button went with it: the keyboard carries on from the page's heading, not <body>.
    await expectFocusOnPageHeading(page, 'FAQ Management');
  });

  it('targets a partner picked by typing its name, and names it on the card and in the edit form', async () => {
    const { page } = browser;
    const ohio = (await (await fetch(`${baseUrl}/api/partners/state/ohio`)).json()) as {
      id: string;
      name: string;
      city: string;
    }[];
    const partner = ohio[0];
    if (!partner) throw new Error('The demo data has no Ohio partner');
    const label = `${partner.name} — ${partner.city}, OH`;
    await openFaqScreen(page);

    await page.getByRole('button', { name: 'Add FAQ Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New FAQ Item' });
    const question = `Does this one partner offer keepsakes? (${run})`;
    await dialog.getByLabel('Question', { exact: true }).fill(question);
    await dialog.getByLabel('Answer', { exact: true }).fill('Yes, ask them about keepsake urns.');
    await dialog.getByLabel('Applies To').selectOption('partner');
    const search = dialog.getByRole('combobox', { name: 'Target Partners' });
    await search.pressSequentially(partner.name.slice(0, 12));
    const options = dialog.getByRole('listbox', { name: 'Matching partners' });
    await options.getByRole('option', { name: label }).waitFor();
    await checkBothWidths(page, 'admin-faq-partner-search');
    // The keyboard alone: down to the partner, Enter adds it; Escape closes the list, not the form.
    const count = await options.getByRole('option').count();
    for (let step = 0; step < count; step += 1) {
      await search.press('ArrowDown');
      const active = await search.getAttribute('aria-activedescendant');
      if ((await dialog.locator(`[id="${active}"]`).innerText()) === label) break;
    }
    await search.press('Enter');
    const chips = dialog.getByRole('list', { name: 'Chosen partners' });
    await chips.getByText(label, { exact: true }).waitFor();
    await expectFocusOutlineInForcedColors(page, chips.getByRole('button', { name: `Remove ${partner.name}` }));
    expect(await search.inputValue()).toBe('');
    await search.pressSequentially('zz');
    await search.press('Escape');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create FAQ' }).click();
    await expectToast(page, 'FAQ item created successfully');
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: question });
    await card.getByText(`Partners: ${label}`, { exact: true }).waitFor();

    await page.getByRole('button', { name: `Edit: ${question}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit FAQ Item' });
    const chosen = edit.getByRole('list', { name: 'Chosen partners' });
    await chosen.getByText(label, { exact: true }).waitFor();
    await checkBothWidths(page, 'admin-faq-partner-chips');
    await chosen.getByRole('button', { name: `Remove ${partner.name}` }).click();
    expect(await edit.getByRole('list', { name: 'Chosen partners' }).count()).toBe(0);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
    await edit.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Delete: ${question}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete FAQ Item' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expectToast(page, 'FAQ item deleted successfully');
  });

  it('previews and uploads a 6-row CSV, then bulk-deactivates two of its items', async () => {
    const { page } = browser;
    await openFaqScreen(page);

    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const upload = page.getByRole('dialog', { name: 'Bulk Upload FAQ Items' });
    await upload.waitFor();
    const questions = Array.from({ length: 6 }, (_, index) => `Uploaded question ${index + 1} (${run})`);
    const csv = [
      'question,answer,category,targetStates,targetCities',
      ...questions.map((question, index) =>
        index === 0
          ? `${question},"Answer, with a comma",support,"Texas, Ohio",`
          : `${question},Answer ${index + 1},support,,`,
      ),
    ].join('\n');
    await upload
      .getByLabel('CSV File')
      .setInputFiles({ name: 'faqs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await upload.getByRole('heading', { name: 'Preview (6 items total)' }).waitFor();
    await upload.getByText('Showing first 5 of 6 items').waitFor();
    expect(await upload.getByRole('row').count()).toBe(6); // the header and 5 rows
    await upload.getByRole('cell', { name: 'Texas, Ohio' }).waitFor();
    await checkBothWidths(page, 'admin-faq-upload-dialog');
    await upload.getByRole('button', { name: 'Upload 6 Items' }).click();
    await expectToast(page, 'Successfully uploaded 6 FAQ items');
    await upload.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /^support \(\d+\)$/ }).click();
    const [first, second] = questions as [string, string];
    await page.getByRole('checkbox', { name: first }).check();
    await page.getByRole('checkbox', { name: second }).check();
    await page.getByRole('button', { name: 'Clear (2)' }).waitFor();

    await page.getByRole('button', { name: 'Edit Selected' }).click();
    const bulkEdit = page.getByRole('dialog', { name: 'Bulk Edit FAQ Items' });
    await bulkEdit.getByText('Edit 2 selected FAQ items. Only fields you modify will be updated.').waitFor();
    await bulkEdit.getByRole('button', { name: 'Update 2 Items' }).click();
    await bulkEdit.getByText('Please select at least one field to update').waitFor();
    await bulkEdit.getByLabel('Status').selectOption('inactive');
    await checkBothWidths(page, 'admin-faq-bulk-edit-dialog');
    await bulkEdit.getByRole('button', { name: 'Update 2 Items' }).click();
    await expectToast(page, 'Updated 2 FAQ items successfully');
    await bulkEdit.waitFor({ state: 'detached' });

    for (const question of questions) {
      const inactive = page.getByRole('article', { name: question }).getByText('Inactive', { exact: true });
      expect(await inactive.count(), question).toBe(question === first || question === second ? 1 : 0);
    }
    await checkBothWidths(page, 'admin-faq-after-bulk-edit');

    // Search narrows every tab and says how many items match; Clear brings them all back.
    const search = page.getByRole('searchbox', { name: 'Search FAQs' });
    await search.fill(`question 3 (${run})`);
    await page.getByText('Showing 1 filtered results').waitFor();
    await page.getByRole('tab', { name: 'support (1)' }).waitFor();
    await page.getByRole('tab', { name: 'general (0)' }).click();
    await page.getByText('No FAQ items in this category match your search.').waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    expect(await search.inputValue()).toBe('');
    expect(await page.getByText(/^Showing \d+ filtered results$/).count()).toBe(0);

    // Delete Selected: the selection bar goes with the selection, so focus goes to the page's heading.
    await page.getByRole('tab', { name: /^support \(\d+\)$/ }).click();
    await page.getByRole('checkbox', { name: first }).check();
    await page.getByRole('checkbox', { name: second }).check();
    await page.getByRole('button', { name: 'Delete Selected' }).press('Enter');
    await page
      .getByRole('alertdialog', { name: 'Delete Selected FAQ Items' })
      .getByRole('button', { name: 'Delete 2 Items' })
      .press('Enter');
    await expectToast(page, 'Deleted 2 FAQ items successfully');
    await expectFocusOnPageHeading(page, 'FAQ Management');
  });
});
