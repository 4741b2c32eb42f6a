import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

describe("data model", () => {
  it("writes and reads every entity with its defaults", async () => {
    const p = db();
    const tag = unique();

    const user = await p.user.create({ data: { email: `u-${tag}@example.com`, firstName: "Ada" } });
    expect(user.isPro).toBe(false);
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);

    const session = await p.session.create({
      data: { sid: `sid-${tag}`, sess: { cookie: {} }, expire: new Date(Date.now() + 60_000) },
    });
    expect(session.sess).toEqual({ cookie: {} });

    const credit = await p.creditSession.create({
      data: {
        sessionToken: `tok-${tag}`,
        email: user.email,
        creditsRemaining: 20,
        totalCredits: 20,
        packType: "basic",
      },
    });
    expect(credit.lastUsedAt).toBeInstanceOf(Date);

    const video = await p.showcaseVideo.create({ data: { title: "Clip", gifUrl: "/objects/a.gif" } });
    expect(video.displayOrder).toBe(0);
    expect(video.isActive).toBe(true);

    const convo = await p.proChatConversation.create({ data: { sessionId: credit.id } });
    expect(convo.title).toBe("New Conversation");
    expect(convo.conversationHistory).toEqual([]);
    expect(convo.refinementCount).toBe(0);
    expect(convo.isActive).toBe(true);

    const project = await p.project.create({ data: { userId: user.id, title: "P" } });
    expect(project.status).toBe("draft");
    expect(project.conversationLog).toEqual([]);

    const analytics = await p.promptAnalytics.create({
      data: { promptText: "a cat", promptLength: 5, duration: 8 },
    });
    expect(analytics.success).toBe(true);

    const feedback = await p.feedback.create({ data: { message: "Nice tool", rating: 5 } });
    expect(feedback.feedbackType).toBe("suggestion");

    const article = await p.article.create({
      data: {
        title: "T",
        slug: `t-${tag}`,
        metaTitle: "T",
        metaDescription: "D",
        bodyContent: "Body text here",
      },
    });
    expect(article.isPublished).toBe(false);
    expect(article.featuredImage).toBeNull();

    const activity = await p.userActivity.create({
      data: { email: user.email, activityType: "chat_message" },
    });
    expect(activity.createdAt).toBeInstanceOf(Date);

    const tx = await p.creditTransaction.create({
      data: {
        sessionId: credit.id,
        email: user.email,
        transactionType: "purchase",
        amount: 20,
        balanceAfter: 20,
      },
    });
    expect(tx.amount).toBe(20);

    const admin = await p.adminUser.create({ data: { email: `a-${tag}@example.com`, passwordHash: "x" } });
    expect(admin.role).toBe("admin");
    expect(admin.isActive).toBe(true);

    const profile = await p.userProfile.create({ data: { email: user.email } });
    expect(profile).toMatchObject({
      totalCreditsEverPurchased: 0,
      totalCreditsUsed: 0,
      totalConversations: 0,
      totalPrompts: 0,
      preferredLanguage: "en",
      marketingOptIn: false,
      accountStatus: "active",
    });

    const log = await p.adminLog.create({
      data: {
        adminEmail: admin.email,
        action: "gift_credits",
        targetEmail: user.email,
        details: { amount: 5 },
      },
    });
    expect(log.details).toEqual({ amount: 5 });

    await p.processedStripeEvent.create({ data: { id: `evt_${tag}`, type: "payment_intent.succeeded" } });
    await p.rateLimitBucket.create({
      data: { key: `k-${tag}`, windowStart: new Date(), count: 1, expiresAt: new Date() },
    });
    await p.emailCode.create({ data: { email: user.email, codeHash: "h", expiresAt: new Date() } });

    const read = await p.creditSession.findUniqueOrThrow({
      where: { id: credit.id },
      include: { conversations: true, transactions: true },
    });
    expect(read.conversations).toHaveLength(1);
    expect(read.transactions).toHaveLength(1);
  });

  it("enforces unique e-mails, tokens and slugs", async () => {
    const p = db();
    const tag = unique();
    await p.user.create({ data: { email: `dup-${tag}@example.com` } });
    await expect(p.user.create({ data: { email: `dup-${tag}@example.com` } })).rejects.toThrow();
    await p.article.create({
      data: {
        title: "T",
        slug: `dup-${tag}`,
        metaTitle: "T",
        metaDescription: "D",
        bodyContent: "Body text here",
      },
    });
    await expect(
      p.article.create({
        data: {
          title: "T2",
          slug: `dup-${tag}`,
          metaTitle: "T",
          metaDescription: "D",
          bodyContent: "Body text here",
        },
      }),
    ).rejects.toThrow();
    await p.creditSession.create({ data: { sessionToken: `dup-${tag}` } });
    await expect(p.creditSession.create({ data: { sessionToken: `dup-${tag}` } })).rejects.toThrow();
  });

  it("deleting a credit session deletes its conversations and transactions", async () => {
    const p = db();
    const credit = await p.creditSession.create({ data: { sessionToken: `cascade-${unique()}` } });
    await p.proChatConversation.create({ data: { sessionId: credit.id } });
    await p.creditTransaction.create({
      data: { sessionId: credit.id, transactionType: "gift", amount: 5, balanceAfter: 5 },
    });
    await p.creditSession.delete({ where: { id: credit.id } });
    expect(await p.proChatConversation.count({ where: { sessionId: credit.id } })).toBe(0);
    expect(await p.creditTransaction.count({ where: { sessionId: credit.id } })).toBe(0);
  });

  it("deleting a user deletes their projects", async () => {
    const p = db();
    const user = await p.user.create({ data: { email: `cascade-${unique()}@example.com` } });
    await p.project.create({ data: { userId: user.id, title: "Doomed" } });
    await p.user.delete({ where: { id: user.id } });
    expect(await p.project.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a second fulfilment of the same payment intent", async () => {
    const p = db();
    const credit = await p.creditSession.create({ data: { sessionToken: `pi-${unique()}` } });
    const data = {
      sessionId: credit.id,
      transactionType: "purchase",
      amount: 20,
      balanceAfter: 20,
      stripePaymentIntentId: `pi_${unique()}`,
    };
    await p.creditTransaction.create({ data });
    await expect(p.creditTransaction.create({ data })).rejects.toThrow();
  });
});
