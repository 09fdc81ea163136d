-- Issue #44 item 2: plot features recomputed for the parcels an import touches, not the country
-- (docs/search.md "Refresh"). The refresh keeps which sources it computed from: when they differ at the next one
-- (a layer imported for the first time, the BAG of another gemeente) the parcels that reads differently are
-- recomputed, or all of them. It also says what it did last, for the status and the log.
ALTER TABLE plot_features_state ADD COLUMN sources jsonb;
ALTER TABLE plot_features_state ADD COLUMN last_mode text; -- 'full', 'changes' or 'none'
ALTER TABLE plot_features_state ADD COLUMN last_recomputed integer; -- parcels whose features the last refresh computed
