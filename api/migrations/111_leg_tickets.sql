-- A multi-city trip issues each passenger one ticket per flight (docs/product-rules.md §D, the
-- pages of a multi-city trip): their numbers in the trip's order, as a JSON array; null for one
-- way and a return, whose one ticket stays in ticket_number (which also holds a multi-city
-- trip's first flight's ticket).
ALTER TABLE flight_order_passengers ADD COLUMN leg_ticket_numbers text;
