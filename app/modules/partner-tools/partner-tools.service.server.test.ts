import { describe, expect, it } from 'vitest';
import { createLogger } from '~/lib/logger.server';
import { generatePressRelease } from './partner-tools.service.server';
import { pressReleasePrompt } from './press-release-prompt';
import { pressReleaseSchema } from './press-release.schema';

const release = (companyAddress: string) =>
  pressReleaseSchema.parse({
    companyName: 'Sunset Chapel',
    contactName: 'Ana Ruiz',
    contactEmail: 'ana@sunset.example',
    contactPhone: '(915) 555-0100',
    companyAddress,
    newsAngle: 'We now offer Solace Stones solidified remains.',
    callToAction: 'Call us to arrange a visit',
    targetWordCount: '400',
  });

const withoutModel = {
  env: { LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: 'none' },
  log: createLogger('silent'),
};
// 11:30 PM on March 14 in El Paso (Mountain daylight time), already March 15 in the rest of Texas (Central).
const lateEvening = new Date('2026-03-15T05:30:00Z');

describe("the press release's dateline", () => {
  it("is the partner's day: the clock of its ZIP, where that is not its state's", async () => {
    const elPaso = await generatePressRelease(release('4100 N Mesa St, El Paso, TX 79902'), {
      ...withoutModel,
      today: lateEvening,
    });
    expect(elPaso).toContain('EL PASO, Texas — March 14, 2026 —');
    const austin = await generatePressRelease(release('100 Congress Ave, Austin, TX 78701'), {
      ...withoutModel,
      today: lateEvening,
    });
    expect(austin).toContain('AUSTIN, Texas — March 15, 2026 —');
  });

  it('reads the region from the postal code when the address does not name it the usual way', async () => {
    // 9:30 PM on March 14 in Los Angeles; the office's Toronto is already on March 15.
    const losAngeles = await generatePressRelease(release('200 N Spring St, Los Angeles CA 90012'), {
      ...withoutModel,
      today: new Date('2026-03-15T04:30:00Z'),
    });
    expect(losAngeles).toContain('March 14, 2026 —');
    const calgary = await generatePressRelease(release('100 Rue Principale, Calgary (Alberta) T2P 1J9'), {
      ...withoutModel,
      today: new Date('2026-03-15T04:30:00Z'),
    });
    expect(calgary).toContain('March 14, 2026 —');
  });

  it("is the office's day when the address names no place the directory knows", async () => {
    const text = await generatePressRelease(release('Somewhere nice'), { ...withoutModel, today: lateEvening });
    // 1:30 AM on March 15 in Toronto.
    expect(text).toContain('March 15, 2026 —');
  });

  it("is the day a chat model is told to write, on the partner's clock", () => {
    const prompt = pressReleasePrompt(release('4100 N Mesa St, El Paso, TX 79902'), {
      today: lateEvening,
      timeZone: 'America/Denver',
    });
    expect(prompt).toContain("Today's date: March 14, 2026");
  });
});
