/// <reference lib="dom" />
// Identity verification: the Ghana Card's real format, and the selfie the customer sends is a
// real picture from the camera (Chromium's fake device gives a moving test pattern).
import { cardOf } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterOtp, signIn } from './support/flows';
import { DEFAULT_PIN, freshNumber, inboxMark, registerLead } from './support/gateway';

test('the KYC photo comes from a camera opened once, and the JPEG sent is a real picture', async ({
  page,
}) => {
  // What the page did with the last Submit, for the failure message: a clean-clone run once saw
  // the click land (the button focused) and no request reach the network, with no message left.
  await page.addInitScript(() => {
    const trail: string[] = [];
    (window as unknown as { kycTrail: string[] }).kycTrail = trail;
    const at = () => Math.round(performance.now());
    document.addEventListener(
      'click',
      (e) => trail.push(`click ${(e.target as Element).tagName} ${at()}`),
      true,
    );
    document.addEventListener('submit', () => trail.push(`submit ${at()}`), true);
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/kyc/')) trail.push(`fetch ${at()}`);
      return realFetch(input, init);
    };
  });
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const real = devices.getUserMedia.bind(devices);
    (window as unknown as { cameraOpens: number }).cameraOpens = 0;
    devices.getUserMedia = (constraints) => {
      (window as unknown as { cameraOpens: number }).cameraOpens += 1;
      return real(constraints);
    };
  });
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await page.getByRole('button', { name: 'Deposit' }).click();
  const seen = await inboxMark(mobileNumber);
  await page
    .getByRole('dialog', { name: 'KYC incomplete' })
    .getByRole('button', { name: 'Complete KYC' })
    .click();
  await enterOtp(page, mobileNumber, seen);

  const verify = page.getByRole('dialog', { name: 'Verify your ID Card' });
  const card = verify.getByLabel('Ghana Card Number');
  // Placeholder, hint and check agree on the real format: GHA, nine digits, a check digit.
  await expect(card).toHaveAttribute('placeholder', 'GHA-000000000-0');
  await expect(card).toHaveAccessibleDescription(/9 digits.*check digit/);
  await card.fill('GHA-0000000000-0');
  await verify.getByRole('button', { name: 'Submit' }).click();
  await expect(verify.getByRole('alert')).toHaveText(
    'Please enter your Ghana Card number as GHA-000000000-0.',
  );
  await card.fill(cardOf(mobileNumber));

  await verify.getByRole('button', { name: 'Take a photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Take a photo' });
  await expect(camera.getByRole('button', { name: 'Capture' })).toBeEnabled();
  await page.waitForTimeout(2_000);
  expect(await page.evaluate(() => (window as unknown as { cameraOpens: number }).cameraOpens)).toBe(1);
  await camera.getByRole('button', { name: 'Capture' }).click();
  await expect(verify.getByRole('img', { name: 'Captured for verification' })).toBeVisible();

  const sent = page.waitForRequest((r) => r.url().includes('/api/kyc-service/kyc/request'), {
    timeout: 60_000,
  });
  await verify.getByRole('button', { name: 'Submit' }).click();
  const request = await sent.catch(async (error: Error) => {
    const trail = await page.evaluate(() => (window as unknown as { kycTrail: string[] }).kycTrail);
    throw new Error(`${error.message}\nthe page's trail (ms since load): ${trail.join(', ')}`);
  });
  const body = request.postDataJSON() as { image: string; ghanaCardNumber: string };
  expect(body.ghanaCardNumber).toBe(cardOf(mobileNumber));
  const pixels = await page.evaluate(async (image) => {
    // Decoded by hand: the portal's content security policy forbids fetching a data: URL.
    const base64 = image.includes(',') ? image.slice(image.indexOf(',') + 1) : image;
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let sum = 0;
    let sumSquares = 0;
    const n = data.length / 4;
    for (let i = 0; i < data.length; i += 4) {
      const luma = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
      sum += luma;
      sumSquares += luma * luma;
    }
    const mean = sum / n;
    return { width: bitmap.width, height: bitmap.height, mean, variance: sumSquares / n - mean * mean };
  }, body.image);
  expect(pixels).toMatchObject({ width: 400, height: 420 });
  expect(pixels.mean, 'the picture is not black').toBeGreaterThan(20);
  expect(pixels.variance, 'the picture is not one flat colour').toBeGreaterThan(100);
  await expect(page.getByRole('dialog', { name: 'Verification Processing' })).toBeVisible();
});
