-- A price alert keeps its search string, which the codec in shared reads, and its departure day,
-- which gives the string's dates their years and ends the alert: not the decoded route, dates,
-- passengers and class beside them (a multi-city search has no one route to put there).
ALTER TABLE price_alerts DROP COLUMN return_date;

ALTER TABLE price_alerts DROP COLUMN origin;

ALTER TABLE price_alerts DROP COLUMN destination;

ALTER TABLE price_alerts DROP COLUMN adults;

ALTER TABLE price_alerts DROP COLUMN children;

ALTER TABLE price_alerts DROP COLUMN infants;

ALTER TABLE price_alerts DROP COLUMN is_business;
