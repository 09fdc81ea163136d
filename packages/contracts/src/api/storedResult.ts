/**
 * The format of a building's stored generator result (`buildings.result.format`), written by the web and read by
 * the web and the public pages. Raised when the stored shape changes, or when the generator's output changes without
 * a new version label (versions 3 to 3.7 run one algorithm whose output may still improve): every result stored
 * before is then not used and is made again once. 3: slab rows rebalanced for the unit mix (issue 22), so a gallery
 * or corridor flat stored before shows other dwellings when generated again. 4: a tower's mix decided for the whole
 * building (alternating floor layouts), and slab core placements found by a shorter search. And every dwelling gets its
 * private storage and apartment buildings their shared bicycle places (issue 22), so flats lose ground-floor
 * dwellings to storage rooms and houses get garden sheds. 5: the form factors' maximum height is the highest point, a
 * lift's machine room included (core highestPointMeters), the height the rules panel and the ILS checks measure; and
 * issue 40: a tower's floors weigh a dwelling short of the apartments asked more (and say when a storey holds fewer),
 * a spiral ramp takes the sliver behind it and the bay row behind it starts after it, a distribution centre's office
 * doors lie in the offices, and a polygon cut leaves no apartment without a door onto circulation. 6: issue 40 item 3:
 * a corridor slab's ground floor keeps each facade at most half blind, its other storage rooms on the storeys above;
 * and item 5: a house is as deep as its unit types ask, with a rear garden (garden_min_depth) and the shed in it.
 * 7: issue 40 item 3: leftover rooms hold no private storage; those with a door the dwellings still need are made
 * storage rooms, so a flat's storage_units and its rooms' labels differ from what was stored. 8: issue 40 item 1
 * (yield): a slab's storage rooms beside the cores stand on as few storeys as the storages ask, and its rows take
 * the more homes where the mix and the storage allow, so a gallery or corridor flat shows other dwellings. 9: issue
 * 40 (D8): the outer cores of a corridor open their staircase door toward the end beyond them, and the core search
 * tries the even spread's moves apart, so a corridor flat's cores and dwellings lie elsewhere. 10: issue 40 (D7): a
 * tower core deeper than its parts puts its lift at the facade behind a lobby from the hall, and the room behind the
 * stair opens onto that lobby (or takes the stair's place on the hall, the stair moved back) or is a shaft, so a U
 * tower's core and its storage lie otherwise. 11: ADR 0011: open galleries are outdoor space, out of the GFA, NFA,
 * volume and facade and in `outdoor_circulation_area`, so a gallery flat's stored GFA is too high. 12: `loss_area`,
 * BENG's Als without the open galleries' roof and underside, which the shape factor reads.
 */
export const STORED_RESULT_FORMAT = 12;
