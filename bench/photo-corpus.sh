#!/usr/bin/env bash
# Real photographs for bench/photo-hash.ts, taken from Debian packages (downloaded, unpacked here, never installed)
# into bench/.data/photo-corpus/. They stay out of the repository: their licences (GPL-2+, LGPL-3, BSD, CC0) ask for
# notices we would rather not carry for test data. Run once: bash bench/photo-corpus.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
target="$here/.data/photo-corpus"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$target"
cd "$work"
apt-get download mate-backgrounds plasma-workspace-wallpapers opencv-doc python3-skimage >/dev/null
for deb in *.deb; do dpkg -x "$deb" tree; done

copy() { cp "tree/$1" "$target/$2"; }

# MATE's nature photographs (GPL-2+).
for name in Aqua Blinds Dune FreshFlower Garden GreenMeadow LadyBird RainDrops Storm TwoWings Wood YellowFlower; do
  copy "usr/share/backgrounds/mate/nature/$name.jpg" "mate-$name.jpg"
done
# KDE Plasma's photographic wallpapers (LGPL-3), the largest size of each.
for name in BytheWater ColdRipple ColorfulCups DarkestHour EveningGlow FallenLeaf Grey Kite OneStandsOut Path summer_1am; do
  largest="$(ls -S "tree/usr/share/wallpapers/$name/contents/images/" | head -1)"
  copy "usr/share/wallpapers/$name/contents/images/$largest" "plasma-$name.${largest##*.}"
done
# OpenCV's sample photographs (buildings, streets, rooms, objects); one of each stereo or before/after pair.
for name in aero1.jpg aero3.jpg aloeL.jpg apple.jpg baboon.jpg building.jpg butterfly.jpg fruits.jpg home.jpg \
  leuvenA.jpg leuvenB.jpg messi5.jpg orange.jpg squirrel_cls.jpg stuff.jpg box_in_scene.png board.jpg \
  basketball1.png rubberwhale1.png ela_original.jpg licenseplate_motion.jpg; do
  copy "usr/share/doc/opencv-doc/examples/data/$name" "opencv-$name"
done
# scikit-image's photographs (CC0 or public domain) not already in the server's test fixtures.
for name in motorcycle_left.png grass.png gravel.png brick.png coins.png hubble_deep_field.jpg; do
  copy "usr/lib/python3/dist-packages/skimage/data/$name" "skimage-$name"
done
ls "$target" | wc -l
