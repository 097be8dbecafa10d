-- A goal option's picture is a file the portal serves (/goal-options/<name>.svg: sized for the card,
-- cached by the browser) instead of a tiny base64 PNG repeated inside every goal the API returns.
UPDATE goal_options SET image = '/goal-options/' || CASE
    WHEN lower(name) LIKE '%educat%' OR lower(name) LIKE '%school%' THEN 'education'
    WHEN lower(name) LIKE '%travel%' THEN 'travel'
    WHEN lower(name) LIKE '%home%' OR lower(name) LIKE '%house%' THEN 'home'
    WHEN lower(name) LIKE '%business%' THEN 'business'
    WHEN lower(name) LIKE '%emergenc%' THEN 'emergency'
    WHEN lower(name) LIKE '%wedding%' THEN 'wedding'
    WHEN lower(name) LIKE '%rent%' THEN 'rent'
    WHEN lower(name) LIKE '%gadget%' THEN 'gadget'
    ELSE 'goal'
  END || '.svg';

ALTER TABLE goal_options
  ADD CONSTRAINT goal_options_image_path CHECK (image ~ '^/goal-options/[a-z0-9-]+\.svg$');
