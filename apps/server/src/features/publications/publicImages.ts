import { listsLocations, type PublicImage, type PublicPage, type PublicationImageChoice } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { listedLocationIds, type PubRow } from './page';

// The images an images carrousel shows (issue #19): the images of the publication's location (a location publication)
// or of its concept and the concept's location (a concept publication), never a note's or a content item's image. The
// author may pick some of them (the section's param2: image ids); without a pick the section shows them all. On a search
// query's or an area's publication the carrousel shows, on each location's own page, that location's images (all of
// them: there is no pick across locations), and nothing on the list page. Signed out an image is served only through
// its publication (publicationImagePath), only while that is published and shows it.

type ImageRow = {
  id: number;
  share_key: string;
  name: string | null;
  width: number | null;
  height: number | null;
};

/** The signed-out address of an image a published publication shows: the publication's key and the image's share key. */
const publicationImagePath = (publicationKey: string, shareKey: string) =>
  `/api/publications/images/${encodeURIComponent(publicationKey)}/${encodeURIComponent(shareKey)}`;

/** The company's own (signed-in) address of an image, for the editor's preview of a draft. */
const ownImagePath = (id: number) => `/api/images/binary/${id}/img.png`;

/** The images of the publication's location or concept, in the order the company gave them. */
async function imagesOfPublication(db: Db, p: PubRow): Promise<ImageRow[]> {
  let locationId: number | null = null;
  let conceptId: number | null = null;
  if (p.type === 'concept' && p.concept_key) {
    const [c] = await db.query<{ id: number; location_id: number | null }>(
      'SELECT id, location_id FROM concepts WHERE key = $1 AND company_id = $2',
      [p.concept_key, p.company_id],
    );
    conceptId = c?.id ?? null;
    locationId = c?.location_id ?? null;
  } else if (p.type === 'location') {
    // the same location the page shows (page.ts buildPage): the cfg's key, else the one linked to the publication
    const [l] = await db.query<{ id: number }>(
      `SELECT id FROM locations WHERE company_id = $1 AND deleted IS NOT TRUE AND ${p.location_key ? 'key = $2' : 'publication_id = $2'}
        ORDER BY name, id LIMIT 1`,
      [p.company_id, p.location_key ?? p.id],
    );
    locationId = l?.id ?? null;
  }
  return imagesOf(db, p.company_id, locationId === null ? [] : [locationId], conceptId);
}

/** The shareable images of some of the company's locations and a concept, in the order the company gave them. */
async function imagesOf(db: Db, companyId: number, locationIds: readonly number[], conceptId: number | null): Promise<ImageRow[]> {
  if (!locationIds.length && conceptId === null) return [];
  return db.query<ImageRow>(
    `SELECT id, share_key, name, width, height FROM images
      WHERE company_id = $1 AND (location_id = ANY($2::int[]) OR concept_id = $3) AND note_id IS NULL AND contentitem_id IS NULL
        AND data IS NOT NULL AND share_key IS NOT NULL
      ORDER BY "order" NULLS LAST, id LIMIT 200`,
    [companyId, locationIds, conceptId],
  );
}

/**
 * The images on a search query's or an area's page: its location's on a location's own page (`page.location`, one of
 * the publication's locations: buildPage picked it from them), none on the list page; null for the other types.
 */
async function imagesOfListedPage(db: Db, page: PublicPage, p: PubRow): Promise<ImageRow[] | null> {
  if (!listsLocations(p.type)) return null;
  if (!page.location) return [];
  const [l] = await db.query<{ id: number }>('SELECT id FROM locations WHERE company_id = $1 AND key = $2 AND deleted IS NOT TRUE', [p.company_id, page.location.key]);
  return l ? imagesOf(db, p.company_id, [l.id], null) : [];
}

/** The images a section shows: the author's pick (image ids in param2, in the location's order), else all of them. */
function picked(rows: readonly ImageRow[], param2: unknown): ImageRow[] {
  if (!Array.isArray(param2)) return [...rows];
  const ids = new Set(param2.map(Number));
  return rows.filter((r) => ids.has(r.id));
}

/**
 * Adds each images carrousel section's images to a built page: publication-scoped addresses on the public page, the
 * company's own on the editor's preview (a draft has no public address). The pick itself does not leave the server
 * on the public page.
 */
export async function addSectionImages(
  db: Db,
  page: PublicPage,
  p: PubRow,
  mode: 'public' | 'preview',
): Promise<void> {
  const sections = page.sections.filter((s) => s.type === 'images_carrousel');
  if (!sections.length) return;
  const listed = await imagesOfListedPage(db, page, p);
  const rows = listed ?? (await imagesOfPublication(db, p));
  for (const s of sections) {
    s.images = (listed ?? picked(rows, s.param2)).map((r): PublicImage => ({
      url: mode === 'public' ? publicationImagePath(p.key, r.share_key) : ownImagePath(r.id),
      alt: r.name ?? '',
      width: r.width,
      height: r.height,
    }));
    if (mode === 'public') s.param2 = null;
  }
}

/** What the editor offers an images carrousel: every image of the publication's location or concept (none on a list: each location shows its own). */
export async function imageChoices(db: Db, p: PubRow): Promise<PublicationImageChoice[]> {
  if (listsLocations(p.type)) return [];
  return (await imagesOfPublication(db, p)).map((r) => ({
    id: r.id,
    name: r.name ?? '',
    width: r.width,
    height: r.height,
  }));
}

/**
 * The file of an image a published publication shows, by its share key: null unless an images carrousel section of
 * the publication shows that image (so a key opens no other record's, company's or unpicked image).
 */
export async function publicationImageFile(
  db: Db,
  p: PubRow,
  shareKey: string,
): Promise<{ bytes: Uint8Array; mime: string } | null> {
  const cfgs = await db.query<{ param2: unknown }>(
    `SELECT c.param2 FROM sections s LEFT JOIN section_cfgs c ON c.section_id = s.id
      WHERE s.publication_id = $1 AND s.company_id = $2 AND s.type = 'images_carrousel'`,
    [p.id, p.company_id],
  );
  if (!cfgs.length) return null;
  // a list's carrousel shows every listed location's images, each on that location's page
  const listed = await listedLocationIds(db, p);
  const rows = listed ? await imagesOf(db, p.company_id, listed, null) : await imagesOfPublication(db, p);
  const shown = (listed ? rows : cfgs.flatMap((c) => picked(rows, c.param2 ?? null))).find((r) => r.share_key === shareKey);
  if (!shown) return null;
  const [file] = await db.query<{ bytes: Uint8Array | null; mime: string | null }>(
    'SELECT data AS bytes, mime FROM images WHERE id = $1 AND company_id = $2',
    [shown.id, p.company_id],
  );
  return file?.bytes && file.mime ? { bytes: file.bytes, mime: file.mime } : null;
}
