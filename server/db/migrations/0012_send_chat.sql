-- A chat message in one database call (issue 7; the same reasoning as bolts_execute_trade in
-- docs/decisions/006: one round trip instead of six, so one server carries several times the
-- messages). It takes the pair's lock, the advisory lock every friend request, answer, removal and
-- block between the two takes (server/modules/social/friends.repo.ts lockPair: the ids in byte
-- order, hence COLLATE "C"), so a message is ordered against them; then, each statement seeing
-- what is committed by then, it inserts the message only if the two are friends and neither blocks
-- the other. No row back means refused, and nothing was written.
CREATE FUNCTION "bolts_send_chat"(p_sender text, p_recipient text, p_body text, p_masked boolean)
RETURNS SETOF "chat_messages"
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext(
		'friends:' || least(p_sender COLLATE "C", p_recipient COLLATE "C")
		|| ':' || greatest(p_sender COLLATE "C", p_recipient COLLATE "C")));
	IF NOT EXISTS (SELECT 1 FROM "friendships" WHERE "user_id" = p_sender AND "friend_id" = p_recipient)
		OR EXISTS (
			SELECT 1 FROM "blocks"
			WHERE ("blocker_id" = p_sender AND "blocked_id" = p_recipient)
				OR ("blocker_id" = p_recipient AND "blocked_id" = p_sender)
		) THEN
		RETURN;
	END IF;
	RETURN QUERY
		INSERT INTO "chat_messages" ("sender_id", "recipient_id", "body", "masked")
		VALUES (p_sender, p_recipient, p_body, p_masked)
		RETURNING *;
END;
$$;
