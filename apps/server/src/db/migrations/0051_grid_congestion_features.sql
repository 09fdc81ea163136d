-- Grid congestion as plot features (issue #21 item 7, docs/search.md "Plot features", docs/geodata.md "Grid capacity"):
-- the worst capaciteitskaart colour (transparant, yellow, amber, red) for demand (afname) and supply (invoeding, the
-- format's "generation") over the plot's postcodes, merged with the TenneT congestion area the supply area depends on.
-- Text like the other category features; null where the capacity map says nothing about the plot.
ALTER TABLE plot_features ADD COLUMN grid_congestion_demand text;
ALTER TABLE plot_features ADD COLUMN grid_congestion_supply text;

-- A location's grid line is also read inside tenant transactions (the publication editor's preview builds the page as
-- the tenant): the national address points and postcodes it needs, read-only, like geo_grid_* (0027) and plot_features.
GRANT SELECT ON geo_bag_verblijfsobjecten, geo_bag_nummeraanduidingen TO plotwise_app;
