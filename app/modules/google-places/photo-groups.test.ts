import { describe, expect, it } from 'vitest';
import { groupPhotos, hasViewAllPhotos, isWidePhoto, visiblePhotoGroups } from './photo-groups';

/** Photos named by their position; `w` wide (1.5:1), `t` tall (3:4), `s` square. */
function photos(shapes: string) {
  const sizes = { w: [1500, 1000], t: [750, 1000], s: [1000, 1000] } as const;
  return [...shapes].map((shape, index) => {
    const [width, height] = sizes[shape as keyof typeof sizes];
    return { id: index + 1, width, height };
  });
}
const ids = (list: Array<{ id: number }>) => list.map((photo) => photo.id);

describe('isWidePhoto', () => {
  it('is wide only over 1.3 (width/height)', () => {
    expect(isWidePhoto({ width: 1310, height: 1000 })).toBe(true);
    expect(isWidePhoto({ width: 1300, height: 1000 })).toBe(false);
    expect(isWidePhoto({ width: 1000, height: 0 })).toBe(false);
  });
});

describe('groupPhotos (spec §2)', () => {
  it('exterior: the first two wide photos; interior: the third up to the last two; other: the rest', () => {
    const groups = groupPhotos(photos('wwssssss'));
    expect(ids(groups.exterior)).toEqual([1, 2]);
    expect(ids(groups.interior)).toEqual([3, 4, 5, 6]);
    expect(ids(groups.other)).toEqual([7, 8]);
  });

  it('takes wide photos wherever they are for the exterior, and shows each photo once', () => {
    const groups = groupPhotos(photos('ttwtswtss'));
    expect(ids(groups.exterior)).toEqual([3, 6]);
    expect(ids(groups.interior)).toEqual([4, 5, 7]);
    expect(ids(groups.other)).toEqual([1, 2, 8, 9]);
    const all = [...groups.exterior, ...groups.interior, ...groups.other];
    expect(new Set(ids(all)).size).toBe(9);
  });

  it('has no exterior without a wide photo', () => {
    const groups = groupPhotos(photos('tttttt'));
    expect(groups.exterior).toEqual([]);
    expect(ids(groups.interior)).toEqual([3, 4]);
    expect(ids(groups.other)).toEqual([1, 2, 5, 6]);
  });

  it('handles few photos: with four or fewer there is no interior', () => {
    expect(ids(groupPhotos(photos('ws')).exterior)).toEqual([1]);
    expect(ids(groupPhotos(photos('ws')).other)).toEqual([2]);
    expect(groupPhotos(photos('tttt')).interior).toEqual([]);
    expect(groupPhotos([])).toEqual({ exterior: [], interior: [], other: [] });
  });
});

describe('visiblePhotoGroups and View All', () => {
  it('shows at most 4 per group until View All', () => {
    const groups = groupPhotos(photos('wwssssssssss')); // 12 photos: interior holds 8
    expect(ids(visiblePhotoGroups(groups, false).interior)).toEqual([3, 4, 5, 6]);
    expect(visiblePhotoGroups(groups, true).interior).toHaveLength(8);
  });

  it('offers View All only above 8 photos', () => {
    expect(hasViewAllPhotos(8)).toBe(false);
    expect(hasViewAllPhotos(9)).toBe(true);
  });
});
