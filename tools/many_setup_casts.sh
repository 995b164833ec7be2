#!/usr/bin/env bash
# A scenario of COUNT setup casts (default 16,000), each a +1/+1 buff on the same Chillwind
# Yeti, then one more as the action, written to stdout: the case of issue 38 ("Memory
# quadratic in enchantments"), where `my-engine run` watches every setup event. `.ci/run`
# runs it under a memory limit. Usage: tools/many_setup_casts.sh [COUNT] > scenario.json
set -euo pipefail

count="${1:-16000}"
if ! [[ "$count" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 [COUNT]   (COUNT: how many setup casts, a whole number)" >&2
  exit 2
fi

# The Yeti is 4/5; every cast, the action's too, gives it +1/+1.
attack=$((4 + count + 1))
health=$((5 + count + 1))

cat <<HEAD
{
  "name": "many_setup_casts_${count}",
  "about": "${count} setup casts of a +1/+1 buff on one Chillwind Yeti, then one more: the watch keeps what changed at each event, so memory grows with the events (issue 38).",
  "cards": [
    { "name": "Test Small Buff", "cost": 0, "type": "spell", "target": true, "text": "Give a minion +1/+1.",
      "spell": [{ "buff": { "targets": { "one": "target" }, "attack": 1, "health": 1 } }] }
  ],
  "decks": [[], []],
  "setup": [
    { "do": "summon", "card": "Chillwind Yeti", "player": 0, "as": "Y" }
HEAD
for ((at = 0; at < count; at++)); do
  echo '   ,{ "do": "cast", "card": "Test Small Buff", "player": 0, "target": "Y" }'
done
cat <<TAIL
  ],
  "action": { "do": "cast", "card": "Test Small Buff", "player": 0, "target": "Y" },
  "expect": { "attack": { "Y": ${attack} }, "health": { "Y": ${health} } }
}
TAIL
