-- The pin colour by a location's star rating is called `rating` (the locations field), not `score`: one list in
-- contracts (pinColors) for the server and the settings screen.
UPDATE user_cfgs SET pincolor = 'rating' WHERE pincolor = 'score';
