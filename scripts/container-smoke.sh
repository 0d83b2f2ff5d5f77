#!/bin/sh
# The container proof (decision 054; README "Production"): builds the images from Debian packages (debootstrap base,
# no registry), starts deploy/compose.yaml + deploy/compose.local.yaml with podman-compose (PostgreSQL, Redis, a mail
# sink, two app instances, nginx with TLS), checks what a customer and an operator rely on, and tears it all down.
# Slow (a first build takes ~15 minutes), so not part of .ci/run:
#
#   sudo apt-get install -y podman podman-compose debootstrap runc openssl curl
#   sudo scripts/container-smoke.sh            # KEEP=1 leaves it running; REBUILD_BASE=1 re-debootstraps
#
# Host ports (127.0.0.1 only): https 18443, PostgreSQL 15432, Redis 16379 (never the machine's 5432/6379).
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PROJECT=${PROJECT:-lekker-smoke}
export LEKKER_NETWORK=${LEKKER_NETWORK:-lekker-smoke}
SUBNET=${LEKKER_SUBNET:-10.89.54.0/24}
export HTTPS_HOST_PORT=${HTTPS_HOST_PORT:-18443} POSTGRES_HOST_PORT=${POSTGRES_HOST_PORT:-15432} REDIS_HOST_PORT=${REDIS_HOST_PORT:-16379}
WORK=$(mktemp -d /tmp/lekker-container-smoke.XXXXXX)

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }

# Podman on this kind of machine (decision 054): no CAP_SYS_RESOURCE, so the container limits may not exceed ours;
# crun refuses the hybrid cgroup v1/v2 layout, runc runs it; cgroupfs (no systemd).
if [ -z "${CONTAINERS_CONF:-}" ]; then
  cat > "$WORK/containers.conf" <<CONF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=4096:4096"]
[engine]
runtime = "${CONTAINER_RUNTIME:-runc}"
cgroup_manager = "cgroupfs"
CONF
  export CONTAINERS_CONF="$WORK/containers.conf"
fi

# podman-compose echoes every podman command it runs: into a log, shown when a step fails.
compose() {
  podman-compose -p "$PROJECT" -f deploy/compose.yaml -f deploy/compose.local.yaml "$@" >>"$WORK/compose.log" 2>&1 ||
    { tail -n 40 "$WORK/compose.log"; fail "podman-compose $*"; }
}
ctr() { echo "${PROJECT}_$1_1"; }
teardown() {
  status=$?
  if [ "${KEEP:-0}" = 1 ]; then echo "KEEP=1: left running (settings in $WORK)"; exit "$status"; fi
  step "teardown"
  if [ "$status" != 0 ]; then for s in app-a app-b nginx postgres; do podman logs --tail 30 "$(ctr $s)" 2>&1 | sed "s/^/[$s] /"; done; fi
  podman ps -a -q --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman rm -f -v -t 20 >/dev/null 2>&1 || true
  podman-compose -p "$PROJECT" -f deploy/compose.yaml -f deploy/compose.local.yaml down -v >/dev/null 2>&1 || true
  podman network rm -f "$LEKKER_NETWORK" >/dev/null 2>&1 || true
  rm -rf "$WORK"
  exit "$status"
}
trap teardown EXIT
trap 'exit 130' INT TERM

# Polls a command until it succeeds (no fixed sleeps): wait_for <seconds> <what> <command...>
wait_for() {
  limit=$1; what=$2; shift 2
  start=$(date +%s)
  until "$@" >/dev/null 2>&1; do
    [ $(($(date +%s) - start)) -lt "$limit" ] || fail "$what not within ${limit}s"
    sleep 1
  done
  echo "ok: $what ($(($(date +%s) - start))s)"
}

step "build the images (base: debootstrap bookworm; app: Dockerfile)"
deploy/container/build-images.sh
podman images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep 'localhost/lekker/'

step "settings: fresh secrets, a self-signed certificate for localhost"
mkdir -p "$WORK/tls"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=localhost -addext subjectAltName=DNS:localhost \
  -keyout "$WORK/tls/key.pem" -out "$WORK/tls/cert.pem" 2>/dev/null
chmod 0644 "$WORK/tls/key.pem" # read by nginx's www-data inside the container; the folder is this run's only
# podman reads env files literally (KEY=value, no quotes); the secrets never reach a command line.
POSTGRES_PASSWORD=$(openssl rand -hex 24)
REDIS_PASSWORD=$(openssl rand -hex 24)
URL=https://localhost:$HTTPS_HOST_PORT
cat > "$WORK/data.env" <<ENV
POSTGRES_PASSWORD=$POSTGRES_PASSWORD
REDIS_PASSWORD=$REDIS_PASSWORD
ENV
cat > "$WORK/app.env" <<ENV
DATABASE_URL=postgres://lekker:$POSTGRES_PASSWORD@postgres:5432/lekker
REDIS_URL=redis://:$REDIS_PASSWORD@redis:6379
AUTH_SECRET=$(openssl rand -base64 48)
BANK_DETAILS_KEY=$(openssl rand -hex 32)
PUBLIC_URL=$URL
SMTP_URL=smtp://mail:2525
MAIL_FROM=Lekker Eats <no-reply@lekker-eats.co.za>
TRUSTED_PROXY=$SUBNET
PAYFAST_MODE=sandbox
PAYFAST_MERCHANT_ID=10000100
PAYFAST_MERCHANT_KEY=46f0cd694581a
$(node -e "const k = require('web-push').generateVAPIDKeys(); console.log('VAPID_PUBLIC_KEY=' + k.publicKey + '\\nVAPID_PRIVATE_KEY=' + k.privateKey)")
VAPID_SUBJECT=mailto:ops@lekker-eats.co.za
ENV
export LEKKER_DATA_ENV="$WORK/data.env" LEKKER_APP_ENV="$WORK/app.env" TLS_DIR="$WORK/tls"
CURL="curl -sS --cacert $WORK/tls/cert.pem --max-time 20"

step "network $LEKKER_NETWORK ($SUBNET) and the data services"
podman network rm -f "$LEKKER_NETWORK" >/dev/null 2>&1 || true
podman network create --subnet "$SUBNET" "$LEKKER_NETWORK" >/dev/null
compose up -d postgres redis mail
wait_for 90 "PostgreSQL healthy" podman healthcheck run "$(ctr postgres)"
wait_for 60 "Redis healthy" podman healthcheck run "$(ctr redis)"

step "the app instances and nginx"
compose up -d
wait_for 240 "app-a HEALTHCHECK (/api/ready) passes" podman healthcheck run "$(ctr app-a)"
wait_for 240 "app-b HEALTHCHECK (/api/ready) passes" podman healthcheck run "$(ctr app-b)"
for s in app-a app-b; do
  health=$(podman inspect --format '{{.State.Health.Status}}' "$(ctr $s)")
  [ "$health" = healthy ] || fail "$s health is $health"
  echo "ok: $s health status: $health"
done
wait_for 60 "nginx answers /api/ready" $CURL -f "$URL/api/ready"

step "non-root"
for s in app-a app-b; do
  uid=$(podman exec "$(ctr $s)" id -u)
  user=$(podman inspect --format '{{.Config.User}}' "$(ctr $s)")
  [ "$uid" != 0 ] || fail "$s runs as root"
  echo "ok: $s runs as uid $uid (image USER $user); processes:"
  podman top "$(ctr $s)" user pid args
done

step "both instances answer through nginx"
for down in app-b app-a; do
  podman stop "$(ctr $down)" >>"$WORK/compose.log" 2>&1
  code=$($CURL -o "$WORK/ready.json" -w '%{http_code}' "$URL/api/ready")
  [ "$code" = 200 ] || fail "with $down stopped, /api/ready answered $code"
  echo "ok: $down stopped, the other answers /api/ready 200: $(cat "$WORK/ready.json")"
  podman start "$(ctr $down)" >>"$WORK/compose.log" 2>&1
  wait_for 240 "$down healthy again" podman healthcheck run "$(ctr $down)"
done

step "a customer: demo venues loaded on purpose, sign up, confirm, sign in, browse"
podman exec -w /app/apps/server "$(ctr app-a)" node --import tsx scripts/seed-demo.ts --allow-production | head -n 3
email="smoke-$(date +%s)@lekker-eats.co.za"
code=$($CURL -o "$WORK/signup.json" -w '%{http_code}' -H 'content-type: application/json' -H "origin: $URL" \
  -d "{\"name\":\"Smoke Customer\",\"email\":\"$email\",\"password\":\"smoke-pass-123\",\"callbackURL\":\"/auth?confirmed=1\"}" \
  "$URL/api/auth/sign-up/email")
[ "$code" = 200 ] || fail "sign-up answered $code: $(cat "$WORK/signup.json")"
echo "ok: sign-up $email answered 200"
mail_link() { podman logs "$(ctr mail)" 2>/dev/null | grep -A200 "To: $email" | grep -o "$URL/api/auth/verify-email[^\" <>]*" | head -n 1; }
wait_for 30 "the confirmation e-mail reached the mail sink over SMTP" test -n "$(mail_link)"
code=$($CURL -o /dev/null -w '%{http_code}' "$(mail_link | sed 's/&amp;/\&/g')")
[ "$code" = 302 ] || fail "the confirmation link answered $code"
echo "ok: confirmation link answered 302"
code=$($CURL -c "$WORK/cookies" -o "$WORK/signin.json" -w '%{http_code}' -H 'content-type: application/json' -H "origin: $URL" \
  -d "{\"email\":\"$email\",\"password\":\"smoke-pass-123\"}" "$URL/api/auth/sign-in/email")
[ "$code" = 200 ] || fail "sign-in answered $code: $(cat "$WORK/signin.json")"
$CURL -f -b "$WORK/cookies" "$URL/api/me" | grep -q "$email" || fail "/api/me does not show $email"
echo "ok: signed in, /api/me shows $email"
$CURL -f -b "$WORK/cookies" "$URL/api/restaurants" > "$WORK/restaurants.json"
venue=$(grep -o '"id":"[0-9a-f-]\{36\}"' "$WORK/restaurants.json" | head -n 1 | cut -d'"' -f4)
[ -n "$venue" ] || fail "no venue in /api/restaurants: $(head -c 300 "$WORK/restaurants.json")"
echo "ok: /api/restaurants answered with venues (first: $venue)"
$CURL -f -b "$WORK/cookies" "$URL/api/restaurants/$venue/menu" | grep -q '"name"' || fail "no menu for $venue"
echo "ok: /api/restaurants/$venue/menu answered with items"
$CURL -f "$URL/" | grep -qi '<div id="root"' || fail "/ is not the web app"
echo "ok: / serves the web app"

step "an operator: the first admin's one-time link (README's command; --force as the demo data has an admin)"
podman exec -w /app/apps/server "$(ctr app-b)" node --import tsx scripts/create-admin.ts --email ops@lekker-eats.co.za --force > "$WORK/admin.txt"
link=$(grep -o "$URL/[^ ]*" "$WORK/admin.txt" | head -n 1)
[ -n "$link" ] || fail "create-admin printed no link: $(cat "$WORK/admin.txt")"
echo "ok: create-admin printed a link on PUBLIC_URL ($(echo "$link" | cut -c1-60)...)"

step "passed"
