# SPDX-License-Identifier: GPL-3.0-or-later
"""SCRAM-SHA-1 and SCRAM-SHA-256 as a MongoDB server does them (RFC 5802, RFC 7677), for
mockserver.py --scram USER:PASSWORD: a client that sends the right password completes the
handshake and checks the server's signature; any other password gets AuthenticationFailed (18).
"""

import base64
import hashlib
import hmac
import os

from mockcommon import error

# digest, iterations and salt length as mongod uses them (libmongoc checks the salt's length).
MECHANISMS = {"SCRAM-SHA-1": ("sha1", 10000, 16), "SCRAM-SHA-256": ("sha256", 15000, 28)}


def b64(data):
    return base64.b64encode(data).decode("ascii")


def attributes(message):
    """ "n=alice,r=abc" -> {"n": "alice", "r": "abc"}; values may hold '=' (base64)."""
    return dict(part.split("=", 1) for part in message.split(",") if "=" in part)


def failed():
    return error(18, "AuthenticationFailed", "Authentication failed.")


class Scram:
    def __init__(self, user_and_password):
        self.user, _, self.password = user_and_password.partition(":")
        self.conversations = {}  # conversationId -> dict
        self.next_id = 1

    def salted_password(self, mechanism, salt):
        digest, iterations, _ = MECHANISMS[mechanism]
        # SCRAM-SHA-1 hashes MongoDB's MD5 digest of the password, not the password itself;
        # SCRAM-SHA-256 takes the SASLprep'ed password (ASCII passwords are their own).
        secret = hashlib.md5(("%s:mongo:%s" % (self.user, self.password)).encode()).hexdigest() \
            if mechanism == "SCRAM-SHA-1" else self.password
        return hashlib.pbkdf2_hmac(digest, secret.encode("utf-8"), salt, iterations)

    def start(self, doc):
        mechanism = doc.get("mechanism")
        if mechanism not in MECHANISMS:
            return error(334, "MechanismUnavailable", "Received authentication for mechanism %s which is not "
                         "enabled" % mechanism)
        client_first = bytes(doc.get("payload") or b"").decode("utf-8")
        if not client_first.startswith("n,"):
            return error(17, "ProtocolError", "SCRAM: the client's first message has no GS2 header")
        bare = client_first.split(",", 2)[2]
        fields = attributes(bare)
        user = fields.get("n", "").replace("=2C", ",").replace("=3D", "=")
        salt = os.urandom(MECHANISMS[mechanism][2])
        nonce = fields.get("r", "") + b64(os.urandom(18))
        server_first = "r=%s,s=%s,i=%d" % (nonce, b64(salt), MECHANISMS[mechanism][1])
        conversation = self.next_id
        self.next_id += 1
        self.conversations[conversation] = {
            "mechanism": mechanism, "user": user, "salt": salt, "nonce": nonce, "bare": bare,
            "server_first": server_first, "verified": False,
            "skip_empty": bool((doc.get("options") or {}).get("skipEmptyExchange"))}
        return {"conversationId": conversation, "done": False, "payload": server_first.encode(), "ok": 1}

    def next(self, doc):
        state = self.conversations.get(doc.get("conversationId"))
        if state is None:
            return error(17, "ProtocolError", "No SASL session state found")
        if state["verified"]:  # the client's empty last message
            del self.conversations[doc["conversationId"]]
            return {"conversationId": doc["conversationId"], "done": True, "payload": b"", "ok": 1}
        client_final = bytes(doc.get("payload") or b"").decode("utf-8")
        without_proof, _, proof = client_final.rpartition(",p=")
        digest = MECHANISMS[state["mechanism"]][0]
        salted = self.salted_password(state["mechanism"], state["salt"])
        client_key = hmac.new(salted, b"Client Key", digest).digest()
        auth_message = ",".join((state["bare"], state["server_first"], without_proof))
        signature = hmac.new(hashlib.new(digest, client_key).digest(), auth_message.encode(), digest).digest()
        expected = bytes(a ^ b for a, b in zip(client_key, signature))
        if state["user"] != self.user or attributes(without_proof).get("r") != state["nonce"] \
                or not hmac.compare_digest(b64(expected), proof):
            del self.conversations[doc["conversationId"]]
            return failed()
        server_key = hmac.new(salted, b"Server Key", digest).digest()
        server_signature = hmac.new(server_key, auth_message.encode(), digest).digest()
        state["verified"] = True
        done = state["skip_empty"]
        if done:
            del self.conversations[doc["conversationId"]]
        return {"conversationId": doc["conversationId"], "done": done,
                "payload": ("v=" + b64(server_signature)).encode(), "ok": 1}
