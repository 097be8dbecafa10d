// Goal options written before their pictures became files (base64 PNGs in the image column) are
// moved to the address of the matching picture, and the column accepts nothing else afterwards.
import { afterAll, beforeAll, expect, it } from 'vitest';

import { openDatabase, type Database } from '../../src/db/database';
import { listMigrations } from '../../src/db/migrate';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const migrations = listMigrations();
const imagesMigration = migrations.find((m) => m.version === '0530_goal_option_images');

let db: Database;
beforeAll(async () => {
  db = await openDatabase();
  for (const migration of migrations.filter((m) => m.version < '0530')) await db.exec(migration.sql);
  const options = ['Education', 'Emergency fund', 'Home', 'School Fees', 'Funeral'];
  for (const [position, name] of options.entries()) {
    await db.query(
      `INSERT INTO goal_options (goal_option_id, name, image, min_days, max_days, position)
       VALUES ($1, $2, $3, 7, 365, $4)`,
      [`opt-${position}`, name, PNG, position],
    );
  }
  await db.exec(imagesMigration?.sql ?? '');
});
afterAll(async () => {
  await db?.close();
});

it('gives every existing option the address of its picture, the generic one when none matches', async () => {
  const rows = await db.query<{ name: string; image: string }>('SELECT name, image FROM goal_options');
  expect(Object.fromEntries(rows.map((row) => [row.name, row.image]))).toEqual({
    Education: '/goal-options/education.svg',
    'Emergency fund': '/goal-options/emergency.svg',
    Home: '/goal-options/home.svg',
    'School Fees': '/goal-options/education.svg',
    Funeral: '/goal-options/goal.svg',
  });
});

it('refuses an image that is not a picture address', async () => {
  await expect(
    db.query(
      `INSERT INTO goal_options (goal_option_id, name, image, min_days, max_days, position)
       VALUES ('png', 'Old style', $1, 7, 365, 9)`,
      [PNG],
    ),
  ).rejects.toThrow(/goal_options_image_path/);
});
