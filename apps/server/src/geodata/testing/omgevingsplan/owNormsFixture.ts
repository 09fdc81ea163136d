import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { concept, ow, square } from './owFixture';

/**
 * A delivery whose norms lie by their own locations (TPOD 2.0 element names): two gebieden 100 m apart, "vak west"
 * (NORMS_ORIGIN) and "vak oost" (200 m east), in one gebiedengroep. Rule 4.1 lies on the group and cites the height
 * norm, whose only value lies on vak west; the gutter norm lies on vak oost and no rule cites it.
 */
const NORMS_ORIGIN = { x: 158000, y: 428000 };
export const NORMS_REGELING = '/akn/nl/act/gm9998/2024/normen';
export const NORMS_POINT = {
  west: `POINT(${NORMS_ORIGIN.x + 50} ${NORMS_ORIGIN.y + 50})`,
  east: `POINT(${NORMS_ORIGIN.x + 250} ${NORMS_ORIGIN.y + 50})`,
  between: `POINT(${NORMS_ORIGIN.x + 150} ${NORMS_ORIGIN.y + 50})`,
};
export const normsId = (kind: string, n: string) => `nl.imow-gm9998.${kind}.${n}`;

/** An Omgevingsnorm (or Omgevingswaarde) with one normwaarde per location: `value` the value element(s) written. */
export function owNorm(o: { kind?: 'Omgevingsnorm' | 'Omgevingswaarde'; n: string; naam: string; type: string; eenheid?: string; values: { locatie: string; value: string }[] }): string {
  const kind = o.kind ?? 'Omgevingsnorm';
  const waarden = o.values
    .map((v, k) => `<rol:Normwaarde><rol:identificatie>${normsId('normwaarde', `${o.n}-${k}`)}</rol:identificatie>${v.value}<rol:locatieaanduiding><l:LocatieRef xlink:href="${v.locatie}"/></rol:locatieaanduiding></rol:Normwaarde>`)
    .join('');
  return `<rol:${kind}><rol:identificatie>${normsId(kind.toLowerCase(), o.n)}</rol:identificatie><rol:naam>${o.naam}</rol:naam><rol:type>${concept('typenorm', o.type)}</rol:type>${o.eenheid ? `<rol:eenheid>${concept('eenheid', o.eenheid)}</rol:eenheid>` : ''}<rol:normwaarde>${waarden}</rol:normwaarde></rol:${kind}>`;
}

const quantity = (n: number) => `<rol:kwantitatieveWaarde>${n}</rol:kwantitatieveWaarde>`;

/** The files of a partial delivery (`partial`) that its manifests name but that are not written. */
export const NORMS_ABSENT = ['akn_nl_bill_gm9998-1.xml', 'owActiviteiten.xml'];

/**
 * The OW manifest (TPOD manifest-ow) and LVBB manifest of the delivery. With `partial` they name what is left out: the
 * STOP regeling and the file of the activity the rule cites.
 */
function writeManifests(dir: string) {
  const bestand = (naam: string, types: string[]) => `<Bestand><naam>${naam}</naam>${types.map((t) => `<objecttype>${t}</objecttype>`).join('')}</Bestand>`;
  writeFileSync(
    join(dir, 'manifest-ow.xml'),
    `<?xml version="1.0" encoding="utf-8"?>
<Aanleveringen xmlns="http://www.geostandaarden.nl/bestanden-ow/manifest-ow"><domein>omgevingswet</domein><Aanlevering>
<WorkIDRegeling>${NORMS_REGELING}</WorkIDRegeling><DoelID>/join/id/proces/gm9998/2024/Normen</DoelID>
${bestand('owRegeltekst.xml', ['Regeltekst', 'RegelVoorIedereen'])}${bestand('owNormen.xml', ['Omgevingsnorm'])}${bestand('owLocaties.xml', ['Gebied', 'Gebiedengroep'])}${bestand('owActiviteiten.xml', ['Activiteit'])}
</Aanlevering></Aanleveringen>
`,
  );
  const files = ['akn_nl_bill_gm9998-1.xml', 'opdracht.xml', 'manifest-ow.xml', 'Normen.gml'];
  writeFileSync(
    join(dir, 'manifest.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.overheid.nl/2017/lvbb">${files.map((f) => `<bestand><bestandsnaam>${f}</bestandsnaam><contentType>application/xml</contentType></bestand>`).join('')}</manifest>
`,
  );
}

/**
 * Write the delivery into `dir` (`norms`: more norm objects, e.g. of every value-list type); returns the folder. With
 * `partial` it is an OW-only delivery as a real one may arrive: manifests naming the STOP regeling and an activities
 * file that are absent (NORMS_ABSENT), the rule citing an activity of that file, and a third gebied ("vak zonder") whose
 * geometry is in no GIO.
 */
export function writeOwNormsFixture(dir: string, o: { norms?: string[]; partial?: boolean } = {}): string {
  mkdirSync(dir, { recursive: true });
  const id = normsId;
  const { x, y } = NORMS_ORIGIN;
  if (o.partial) writeManifests(dir);
  if (!o.partial) writeFileSync(
    join(dir, 'akn_nl_bill_gm9998-1.xml'),
    `<?xml version="1.0" encoding="utf-8"?>
<AanleveringBesluit xmlns="https://standaarden.overheid.nl/lvbb/stop/aanlevering/">
<BesluitVersie><ExpressionIdentificatie xmlns="https://standaarden.overheid.nl/stop/imop/data/"><FRBRWork>/akn/nl/bill/gm9998/2024/1</FRBRWork><FRBRExpression>/akn/nl/bill/gm9998/2024/1/nld@2024</FRBRExpression><soortWork>/join/id/stop/work_003</soortWork></ExpressionIdentificatie>
<BesluitCompact xmlns="https://standaarden.overheid.nl/stop/imop/tekst/"><RegelingCompact><Lichaam>
<Artikel eId="art_4.1" wId="gm9998_1__art_4.1"><Kop><Label>Artikel</Label><Nummer>4.1</Nummer><Opschrift>Bouwhoogte</Opschrift></Kop>
<Lid eId="art_4.1__para_1" wId="gm9998_1__art_4.1__para_1"><LidNummer>1</LidNummer><Inhoud><Al>De bouwhoogte is ten hoogste de <i>maximum bouwhoogte</i>.</Al></Inhoud></Lid></Artikel>
</Lichaam></RegelingCompact></BesluitCompact>
<RegelingVersieInformatie><ExpressionIdentificatie xmlns="https://standaarden.overheid.nl/stop/imop/data/"><FRBRWork>${NORMS_REGELING}</FRBRWork><FRBRExpression>${NORMS_REGELING}/nld@2024-05-01</FRBRExpression><soortWork>/join/id/stop/work_019</soortWork></ExpressionIdentificatie></RegelingVersieInformatie>
</BesluitVersie></AanleveringBesluit>
`,
  );
  writeFileSync(join(dir, 'opdracht.xml'), `<?xml version="1.0"?><publicatieOpdracht xmlns="http://www.overheid.nl/2017/lvbb"><idLevering>normen-1</idLevering><datumBekendmaking>2024-05-01</datumBekendmaking></publicatieOpdracht>\n`);
  writeFileSync(
    join(dir, 'owRegeltekst.xml'),
    ow([
      `<r:Regeltekst wId="gm9998_1__art_4.1__para_1"><r:identificatie>${id('regeltekst', '1')}</r:identificatie></r:Regeltekst>`,
      `<r:RegelVoorIedereen><r:identificatie>${id('juridischeregel', '1')}</r:identificatie><r:artikelOfLid><r:RegeltekstRef xlink:href="${id('regeltekst', '1')}"/></r:artikelOfLid><r:locatieaanduiding><l:LocatieRef xlink:href="${id('gebiedengroep', 'beide')}"/></r:locatieaanduiding>${o.partial ? `<r:activiteitaanduiding><rol:ActiviteitRef xlink:href="${id('activiteit', 'bouwen')}"/></r:activiteitaanduiding>` : ''}<r:omgevingsnormaanduiding><rol:OmgevingsnormRef xlink:href="${id('omgevingsnorm', 'hoogte')}"/></r:omgevingsnormaanduiding></r:RegelVoorIedereen>`,
    ]),
  );
  writeFileSync(
    join(dir, 'owNormen.xml'),
    ow([
      owNorm({ n: 'hoogte', naam: 'maximum bouwhoogte', type: 'MaximumBouwhoogte', eenheid: 'Meter', values: [{ locatie: id('gebied', 'west'), value: quantity(10) }] }),
      owNorm({ n: 'goot', naam: 'maximum goothoogte', type: 'MaximumGoothoogte', eenheid: 'Meter', values: [{ locatie: id('gebied', 'oost'), value: quantity(6) }] }),
      ...(o.norms ?? []),
    ]),
  );
  writeFileSync(
    join(dir, 'owLocaties.xml'),
    ow([
      `<l:Gebied><l:identificatie>${id('gebied', 'west')}</l:identificatie><l:noemer>vak west</l:noemer><l:geometrie><l:GeometrieRef xlink:href="geo-west"/></l:geometrie></l:Gebied>`,
      `<l:Gebied><l:identificatie>${id('gebied', 'oost')}</l:identificatie><l:noemer>vak oost</l:noemer><l:geometrie><l:GeometrieRef xlink:href="geo-oost"/></l:geometrie></l:Gebied>`,
      ...(o.partial ? [`<l:Gebied><l:identificatie>${id('gebied', 'zonder')}</l:identificatie><l:noemer>vak zonder</l:noemer><l:geometrie><l:GeometrieRef xlink:href="geo-zonder"/></l:geometrie></l:Gebied>`] : []),
      `<l:Gebiedengroep><l:identificatie>${id('gebiedengroep', 'beide')}</l:identificatie><l:noemer>beide vakken</l:noemer><l:groepselement><l:GebiedRef xlink:href="${id('gebied', 'west')}"/><l:GebiedRef xlink:href="${id('gebied', 'oost')}"/></l:groepselement></l:Gebiedengroep>`,
    ]),
  );
  const loc = (gid: string, g: string) =>
    `<geo:Locatie><geo:naam>${gid}</geo:naam><geo:geometrie><basisgeo:Geometrie gml:id="id-${gid}"><basisgeo:id>${gid}</basisgeo:id><basisgeo:geometrie>${g}</basisgeo:geometrie></basisgeo:Geometrie></geo:geometrie></geo:Locatie>`;
  writeFileSync(
    join(dir, 'Normen.gml'),
    `<?xml version="1.0" encoding="utf-8"?>
<geo:GeoInformatieObjectVaststelling xmlns:basisgeo="http://www.geostandaarden.nl/basisgeometrie/1.0" xmlns:geo="https://standaarden.overheid.nl/stop/imop/geo/" xmlns:gml="http://www.opengis.net/gml/3.2">
<geo:vastgesteldeVersie><geo:GeoInformatieObjectVersie><geo:FRBRWork>/join/id/regdata/gm9998/2024/Normen</geo:FRBRWork><geo:locaties>
${loc('geo-west', square(x, y, 100))}
${loc('geo-oost', square(x + 200, y, 100))}
</geo:locaties></geo:GeoInformatieObjectVersie></geo:vastgesteldeVersie></geo:GeoInformatieObjectVaststelling>
`,
  );
  return dir;
}
