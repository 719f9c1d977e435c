import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { simpleParser } from "mailparser";
import type { Browser } from "playwright-core";
import { formService, mainShop } from "./facts";
import { connectBrowser, openPage, server, until, untilHydrated } from "./helpers";
import { violations } from "./page-checks";

// The shop's desk as a member of staff uses it at the counter, on a phone: registered with the owner's command, signed
// in with its link, a request of their shop moved to Diagnosing, then to Ready with a note, which the visitor's e-mail
// and the status page then show. The guards (sessions, shops, origins, links) are functions/contact/__tests__/desk.test.ts's.

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "..");

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The owner's command on the server's store. */
async function owner(...argv: string[]) {
  const { stdout } = await run("npm", ["run", "-s", "requests", "--", ...argv], {
    cwd: ROOT,
    env: { ...process.env, CONTACT_STORE_DIR: path.join(server().outbox, "requests"), SMTP_HOST: "" },
  });
  return stdout;
}

it("staff add -> the link -> the shop's list -> a request -> Diagnosing -> Ready with a note: the visitor's e-mail and status page show the note, the history and show name the member", async () => {
  const base = server().baseUrl;
  const name = `Desk Visitor ${Date.now().toString(36)}`;
  const sent = await fetch(`${base}/api/send-contact-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Origin: base },
    body: JSON.stringify({
      name,
      phone: "(704) 555-0188",
      email: "desk.visitor@example.com",
      service: formService.label,
      message: "The screen flickers.",
      dropoff: mainShop.id,
    }),
  });
  const { reference } = (await sent.json()) as { reference: string };
  const staff = `counter-${Date.now().toString(36)}@example.com`;
  const added = await owner("staff", "add", staff, "--shop", mainShop.id);
  // The link names the site's address (`npm start`: localhost); the test opens it on the server's own.
  const link = base + /\/desk\/#signin=[\w-]{43}/.exec(added)![0];

  const { page, context, messages } = await openPage(browser, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await page.goto(link);
  await page.getByText(`Signed in as ${staff}`).waitFor();
  // The token has left the address bar; the session is a cookie no script can read, sent to the desk's functions only.
  expect(page.url()).toBe(`${base}/desk/`);
  const [cookie] = await context.cookies();
  expect(cookie).toMatchObject({ name: "desk_session", httpOnly: true, sameSite: "Strict", path: "/api/desk" });
  expect(await violations(page)).toEqual([]);

  // Taps from the list to Ready with a note: the request, Diagnosing, the note's box, Ready.
  await page.getByRole("button", { name: new RegExp(`${name} · ${reference}`) }).tap();
  // The request as the shop's e-mail has it, the visitor's words included.
  await page.getByText("The screen flickers.").waitFor();
  await page.getByRole("button", { name: "Move to Diagnosing" }).tap();
  await page.getByText(`${reference} is now Diagnosing`).waitFor();
  const note = page.getByLabel(/Note for the customer/);
  await note.tap();
  await note.fill("Ready at the counter: bring your receipt.");
  await page.getByRole("button", { name: /^Move to Ready/ }).tap();
  await page.getByText(new RegExp(`${reference} is now Ready`)).waitFor();
  expect(await page.locator("main ol").innerText()).toContain(`by ${staff}`);
  expect(await violations(page)).toEqual([]);
  expect(messages).toEqual([]);

  // The visitor's update e-mail, and the status page its link opens, say the note; neither names the member.
  const update = await until("the visitor's update e-mail", async () => {
    for (const file of fs.readdirSync(server().outbox).filter((f) => f.endsWith("-update.eml"))) {
      const mail = await simpleParser(fs.readFileSync(path.join(server().outbox, file)));
      if (mail.subject?.includes(reference) && mail.text?.includes("bring your receipt")) return mail;
    }
  });
  expect(update.text).not.toContain(staff);
  const code = /#r=QC-[0-9A-Z-]+&c=([0-9A-Z]{28})/.exec(update.text!)![1];
  await page.goto(`${base}/status/#r=${reference}&c=${code}`);
  const result = page.locator("[data-status-result]");
  await result.getByText("Ready at the counter: bring your receipt.").waitFor();
  expect(await result.textContent()).not.toContain(staff);
  await context.close();

  expect(await owner("show", reference)).toMatch(
    new RegExp(`note: Ready at the counter: bring your receipt\\.  by: ${staff}`),
  );
});

it("the desk's page is unlisted, noindex and under the site's CSP; its functions say no-store and noindex", async () => {
  const base = server().baseUrl;
  const page = await fetch(`${base}/desk/`);
  expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
  const html = await page.text();
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain('<meta name="referrer" content="no-referrer"');
  expect(fs.readFileSync(path.join(ROOT, "public", "sitemap-0.xml"), "utf8")).not.toContain("/desk/");
  const api = await fetch(`${base}/api/desk/requests`);
  expect(api.status).toBe(401);
  expect(api.headers.get("cache-control")).toBe("no-store");
  expect(api.headers.get("x-robots-tag")).toBe("noindex, nofollow");
});

it("a session check that answers after the sign-in leaves the sign-in's answer shown (a slow connection)", async () => {
  const { page, context, messages } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/desk/session", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server().baseUrl}/desk/`);
  await untilHydrated(page);
  await page.getByLabel("Your e-mail address").fill(`slow-${Date.now().toString(36)}@example.com`);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  const message = page.locator("[data-desk-message]");
  await message.waitFor();
  const said = await message.innerText();
  const checked = page.waitForResponse("**/api/desk/session");
  release();
  await checked;
  // The check's answer (signed out) has been handled once the page is idle again.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  expect(await page.locator("[data-desk-message]").allInnerTexts()).toEqual([said]);
  expect(messages).toEqual([]);
  await context.close();
});

it("the sign-in page e-mails a registered address a link that signs in, and says the same for any address", async () => {
  const base = server().baseUrl;
  const staff = `asks-${Date.now().toString(36)}@example.com`;
  await owner("staff", "add", staff);
  const { page, context, messages } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${base}/desk/`);
  // The desk's script answers the form once the page's handlers are attached; before, the form posts without it (to
  // the function's own page). CI once clicked before they were (the message never came).
  await untilHydrated(page);
  const said: string[] = [];
  for (const email of [staff, `nobody-${Date.now().toString(36)}@example.com`]) {
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    const message = page.locator("[data-desk-message]");
    await message.waitFor();
    said.push(await message.innerText());
    await message.evaluate((m) => m.remove());
  }
  expect(said[0]).toBe(said[1]);
  const mail = await until("the sign-in e-mail", async () => {
    for (const file of fs.readdirSync(server().outbox).filter((f) => f.endsWith(".eml"))) {
      const parsed = await simpleParser(fs.readFileSync(path.join(server().outbox, file)));
      if (
        parsed.subject?.includes("sign-in link") &&
        parsed.text?.includes(staff) === false &&
        JSON.stringify(parsed.to).includes(staff)
      )
        return parsed;
    }
  });
  await page.goto(base + /\/desk\/#signin=[\w-]{43}/.exec(mail.text!)![0]);
  await page.getByText(`Signed in as ${staff}`).waitFor();
  expect(messages).toEqual([]);
  await context.close();
});
