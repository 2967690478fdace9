/* selftest.c -- ksum --selftest: known answers on every backend.

   Copyright (C) 2026 The ksum authors.

   This program is free software: you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program.  If not, see <https://www.gnu.org/licenses/>.  */

/* For packagers and for users who doubt a build: every algorithm's
   values from the standards, on every backend of kc_backends[] that
   this CPU may run (not only the one ksum would choose), computed three
   ways -- whole, in uneven pieces with the output read in two parts,
   and for the tree modes with the leaves hashed on several threads
   through kc_tree_cvs.  The cases are lines of the .kat files of
   tests/kat copied verbatim (the format is in tests/kat/README); the
   messages are generated at run time from their ptn:/rep:
   descriptions, so the table stays small.  */

#include <config.h>

#include <threads.h>

#include "system.h"
#include "ksum.h"
#include "cpu.h"
#include "selftest.h"

#include "c-ctype.h"

/* The cases, one tests/kat line each.  */
static char const *const selftest_cases[] =
{
  /* tests/kat/fips202.kat: NIST FIPS 202 example values ("Examples
     with Intermediate Values", csrc.nist.gov): SHA3-224 ... SHA3-512 of
     the empty and the 1600-bit (200 x A3) message, SHA3-256/512 ("abc"),
     SHAKE128/256 of empty, "abc" and 200 x A3.  All 16 cases.  */
  "alg=SHA3-224 msg=ptn:0 len=28"
    " out=6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7",
  "alg=SHA3-256 msg=ptn:0 len=32"
    " out=a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a",
  "alg=SHA3-384 msg=ptn:0 len=48"
    " out="
    "0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2a"
    "c3713831264adb47fb6bd1e058d5f004",
  "alg=SHA3-512 msg=ptn:0 len=64"
    " out="
    "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a6"
    "15b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26",
  "alg=SHA3-224 msg=rep:A3:200 len=28"
    " out=9376816aba503f72f96ce7eb65ac095deee3be4bf9bbc2a1cb7e11e0",
  "alg=SHA3-256 msg=rep:A3:200 len=32"
    " out=79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787",
  "alg=SHA3-384 msg=rep:A3:200 len=48"
    " out="
    "1881de2ca7e41ef95dc4732b8f5f002b189cc1e42b74168ed1732649ce1dbcdd"
    "76197a31fd55ee989f2d7050dd473e8f",
  "alg=SHA3-512 msg=rep:A3:200 len=64"
    " out="
    "e76dfad22084a8b1467fcf2ffa58361bec7628edf5f3fdc0e4805dc48caeeca8"
    "1b7c13c30adf52a3659584739a2df46be589c51ca1a4a8416df6545a1ce8ba00",
  "alg=SHA3-256 msg=str:abc len=32"
    " out=3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532",
  "alg=SHA3-512 msg=str:abc len=64"
    " out="
    "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
    "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0",
  "alg=SHAKE128 msg=ptn:0 len=32"
    " out=7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26",
  "alg=SHAKE256 msg=ptn:0 len=64"
    " out="
    "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f"
    "d75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be",
  "alg=SHAKE128 msg=str:abc len=64"
    " out="
    "5881092dd818bf5cf8a3ddb793fbcba74097d5c526a6d35f97b83351940f2cc8"
    "44c50af32acd3f2cdd066568706f509bc1bdde58295dae3f891a9a0fca578378",
  "alg=SHAKE256 msg=str:abc len=64"
    " out="
    "483366601360a8771c6863080cc4114d8db44530f8f1e1ee4f94ea37e78b5739"
    "d5a15bef186a5386c75744c0527e1faa9f8726e462a12a4feb06bd8801e751e4",
  "alg=SHAKE128 msg=rep:A3:200 len=64"
    " out="
    "131ab8d2b594946b9c81333f9bb6e0ce75c3b93104fa3469d3917457385da037"
    "cf232ef7164a6d1eb448c8908186ad852d3f85a5cf28da1ab6fe343817197846",
  "alg=SHAKE256 msg=rep:A3:200 len=64"
    " out="
    "cd8a920ed141aa0407a22d59288652e9d9f1a7ee0c1e7c1ca699424da84a904d"
    "2d700caae7396ece96604440577da4f3aa22aeb8857f961c4cd8e06f0ae6610b",
  /* tests/kat/sp800-185.kat: every sample of NIST SP 800-185
     (cSHAKE_samples.pdf, KMAC_samples.pdf, KMACXOF_samples.pdf,
     TupleHash_samples.pdf, TupleHashXOF_samples.pdf,
     ParallelHash_samples.pdf, ParallelHashXOF_samples.pdf), in the
     PDFs' order.  All 40 cases.  */
  "alg=CSHAKE128 msg=hex:00010203 s=str:Email%20Signature len=32"
    " out=c1c36925b6409a04f1b504fcbca9d82b4017277cb5ed2b2065fc1d3814d5aaf5",
  "alg=CSHAKE128 msg=ptn:200 s=str:Email%20Signature len=32"
    " out=c5221d50e4f822d96a2e8881a961420f294b7b24fe3d2094baed2c6524cc166b",
  "alg=CSHAKE256 msg=hex:00010203 s=str:Email%20Signature len=64"
    " out="
    "d008828e2b80ac9d2218ffee1d070c48b8e4c87bff32c9699d5b6896eee0edd1"
    "64020e2be0560858d9c00c037e34a96937c561a74c412bb4c746469527281c8c",
  "alg=CSHAKE256 msg=ptn:200 s=str:Email%20Signature len=64"
    " out="
    "07dc27b11e51fbac75bc7b3c1d983e8b4b85fb1defaf218912ac864302730917"
    "27f42b17ed1df63e8ec118f04b23633c1dfb1574c8fb55cb45da8e25afb092bb",
  "alg=KMAC128 msg=hex:00010203"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f len=32"
    " out=e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e",
  "alg=KMAC128 msg=hex:00010203"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
    " s=str:My%20Tagged%20Application len=32"
    " out=3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a7070c0979e2811324aa5",
  "alg=KMAC128 msg=ptn:200"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
    " s=str:My%20Tagged%20Application len=32"
    " out=1f5b4e6cca02209e0dcb5ca635b89a15e271ecc760071dfd805faa38f9729230",
  "alg=KMAC256 msg=hex:00010203"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
    " s=str:My%20Tagged%20Application len=64"
    " out="
    "20c570c31346f703c9ac36c61c03cb64c3970d0cfc787e9b79599d273a68d2f7"
    "f69d4cc3de9d104a351689f27cf6f5951f0103f33f4f24871024d9c27773a8dd",
  "alg=KMAC256 msg=ptn:200"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f len=64"
    " out="
    "75358cf39e41494e949707927cee0af20a3ff553904c86b08f21cc414bcfd691"
    "589d27cf5e15369cbbff8b9a4c2eb17800855d0235ff635da82533ec6b759b69",
  "alg=KMAC256 msg=ptn:200"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
    " s=str:My%20Tagged%20Application len=64"
    " out="
    "b58618f71f92e1d56c1b8c55ddd7cd188b97b4ca4d99831eb2699a837da2e4d9"
    "70fbacfde50033aea585f1a2708510c32d07880801bd182898fe476876fc8965",
  "alg=KMAC128 xof=1 msg=hex:00010203"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f len=32"
    " out=cd83740bbd92ccc8cf032b1481a0f4460e7ca9dd12b08a0c4031178bacd6ec35",
  "alg=KMAC128 xof=1 msg=hex:00010203"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
    " s=str:My%20Tagged%20Application len=32"
    " out=31a44527b4ed9f5c6101d11de6d26f0620aa5c341def41299657fe9df1a3b16c",
  "alg=KMAC128 xof=1 msg=ptn:200"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
    " s=str:My%20Tagged%20Application len=32"
    " out=47026c7cd793084aa0283c253ef658490c0db61438b8326fe9bddf281b83ae0f",
  "alg=KMAC256 xof=1 msg=hex:00010203"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
    " s=str:My%20Tagged%20Application len=64"
    " out="
    "1755133f1534752aad0748f2c706fb5c784512cab835cd15676b16c0c6647fa9"
    "6faa7af634a0bf8ff6df39374fa00fad9a39e322a7c92065a64eb1fb0801eb2b",
  "alg=KMAC256 xof=1 msg=ptn:200"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f len=64"
    " out="
    "ff7b171f1e8a2b24683eed37830ee797538ba8dc563f6da1e667391a75edc02c"
    "a633079f81ce12a25f45615ec89972031d18337331d24ceb8f8ca8e6a19fd98b",
  "alg=KMAC256 xof=1 msg=ptn:200"
    " key=hex:"
    "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
    " s=str:My%20Tagged%20Application len=64"
    " out="
    "d5be731c954ed7732846bb59dbe3a8e30f83e77a4bff4459f2f1c2b4ecebb8ce"
    "67ba01c62e8ab8578d2d499bd1bb276768781190020a306a97de281dcc30305d",
  "alg=TUPLEHASH128 msg=hex:000102 msg=hex:101112131415 len=32"
    " out=c5d8786c1afb9b82111ab34b65b2c0048fa64e6d48e263264ce1707d3ffc8ed1",
  "alg=TUPLEHASH128 msg=hex:000102 msg=hex:101112131415"
    " s=str:My%20Tuple%20App len=32"
    " out=75cdb20ff4db1154e841d758e24160c54bae86eb8c13e7f5f40eb35588e96dfb",
  "alg=TUPLEHASH128 msg=hex:000102 msg=hex:101112131415"
    " msg=hex:202122232425262728 s=str:My%20Tuple%20App len=32"
    " out=e60f202c89a2631eda8d4c588ca5fd07f39e5151998deccf973adb3804bb6e84",
  "alg=TUPLEHASH256 msg=hex:000102 msg=hex:101112131415 len=64"
    " out="
    "cfb7058caca5e668f81a12a20a2195ce97a925f1dba3e7449a56f82201ec6073"
    "11ac2696b1ab5ea2352df1423bde7bd4bb78c9aed1a853c78672f9eb23bbe194",
  "alg=TUPLEHASH256 msg=hex:000102 msg=hex:101112131415"
    " s=str:My%20Tuple%20App len=64"
    " out="
    "147c2191d5ed7efd98dbd96d7ab5a11692576f5fe2a5065f3e33de6bba9f3aa1"
    "c4e9a068a289c61c95aab30aee1e410b0b607de3620e24a4e3bf9852a1d4367e",
  "alg=TUPLEHASH256 msg=hex:000102 msg=hex:101112131415"
    " msg=hex:202122232425262728 s=str:My%20Tuple%20App len=64"
    " out="
    "45000be63f9b6bfd89f54717670f69a9bc763591a4f05c50d68891a744bcc6e7"
    "d6d5b5e82c018da999ed35b0bb49c9678e526abd8e85c13ed254021db9e790ce",
  "alg=TUPLEHASH128 xof=1 msg=hex:000102 msg=hex:101112131415 len=32"
    " out=2f103cd7c32320353495c68de1a8129245c6325f6f2a3d608d92179c96e68488",
  "alg=TUPLEHASH128 xof=1 msg=hex:000102 msg=hex:101112131415"
    " s=str:My%20Tuple%20App len=32"
    " out=3fc8ad69453128292859a18b6c67d7ad85f01b32815e22ce839c49ec374e9b9a",
  "alg=TUPLEHASH128 xof=1 msg=hex:000102 msg=hex:101112131415"
    " msg=hex:202122232425262728 s=str:My%20Tuple%20App len=32"
    " out=900fe16cad098d28e74d632ed852f99daab7f7df4d99e775657885b4bf76d6f8",
  "alg=TUPLEHASH256 xof=1 msg=hex:000102 msg=hex:101112131415 len=64"
    " out="
    "03ded4610ed6450a1e3f8bc44951d14fbc384ab0efe57b000df6b6df5aae7cd5"
    "68e77377daf13f37ec75cf5fc598b6841d51dd207c991cd45d210ba60ac52eb9",
  "alg=TUPLEHASH256 xof=1 msg=hex:000102 msg=hex:101112131415"
    " s=str:My%20Tuple%20App len=64"
    " out="
    "6483cb3c9952eb20e830af4785851fc597ee3bf93bb7602c0ef6a65d741aeca7"
    "e63c3b128981aa05c6d27438c79d2754bb1b7191f125d6620fca12ce658b2442",
  "alg=TUPLEHASH256 xof=1 msg=hex:000102 msg=hex:101112131415"
    " msg=hex:202122232425262728 s=str:My%20Tuple%20App len=64"
    " out="
    "0c59b11464f2336c34663ed51b2b950bec743610856f36c28d1d088d8a244628"
    "4dd09830a6a178dc752376199fae935d86cfdee5913d4922dfd369b66a53c897",
  "alg=PARALLELHASH128"
    " msg=hex:000102030405060710111213141516172021222324252627 b=8 len=32"
    " out=ba8dc1d1d979331d3f813603c67f72609ab5e44b94a0b8f9af46514454a2b4f5",
  "alg=PARALLELHASH128"
    " msg=hex:000102030405060710111213141516172021222324252627 b=8"
    " s=str:Parallel%20Data len=32"
    " out=fc484dcb3f84dceedc353438151bee58157d6efed0445a81f165e495795b7206",
  "alg=PARALLELHASH128"
    " msg=hex:"
    "000102030405060708090a0b101112131415161718191a1b2021222324252627"
    "28292a2b303132333435363738393a3b404142434445464748494a4b50515253"
    "5455565758595a5b b=12 s=str:Parallel%20Data len=32"
    " out=f7fd5312896c6685c828af7e2adb97e393e7f8d54e3c2ea4b95e5aca3796e8fc",
  "alg=PARALLELHASH256"
    " msg=hex:000102030405060710111213141516172021222324252627 b=8 len=64"
    " out="
    "bc1ef124da34495e948ead207dd9842235da432d2bbc54b4c110e64c45110553"
    "1b7f2a3e0ce055c02805e7c2de1fb746af97a1dd01f43b824e31b87612410429",
  "alg=PARALLELHASH256"
    " msg=hex:000102030405060710111213141516172021222324252627 b=8"
    " s=str:Parallel%20Data len=64"
    " out="
    "cdf15289b54f6212b4bc270528b49526006dd9b54e2b6add1ef6900dda3963bb"
    "33a72491f236969ca8afaea29c682d47a393c065b38e29fae651a2091c833110",
  "alg=PARALLELHASH256"
    " msg=hex:"
    "000102030405060708090a0b101112131415161718191a1b2021222324252627"
    "28292a2b303132333435363738393a3b404142434445464748494a4b50515253"
    "5455565758595a5b b=12 s=str:Parallel%20Data len=64"
    " out="
    "69d0fcb764ea055dd09334bc6021cb7e4b61348dff375da262671cdec3effa8d"
    "1b4568a6cce16b1cad946ddde27f6ce2b8dee4cd1b24851ebf00eb90d43813e9",
  "alg=PARALLELHASH128 xof=1"
    " msg=hex:000102030405060710111213141516172021222324252627 b=8 len=32"
    " out=fe47d661e49ffe5b7d999922c062356750caf552985b8e8ce6667f2727c3c8d3",
  "alg=PARALLELHASH128 xof=1"
    " msg=hex:000102030405060710111213141516172021222324252627 b=8"
    " s=str:Parallel%20Data len=32"
    " out=ea2a793140820f7a128b8eb70a9439f93257c6e6e79b4a540d291d6dae7098d7",
  "alg=PARALLELHASH128 xof=1"
    " msg=hex:"
    "000102030405060708090a0b101112131415161718191a1b2021222324252627"
    "28292a2b303132333435363738393a3b404142434445464748494a4b50515253"
    "5455565758595a5b b=12 s=str:Parallel%20Data len=32"
    " out=0127ad9772ab904691987fcc4a24888f341fa0db2145e872d4efd255376602f0",
  "alg=PARALLELHASH256 xof=1"
    " msg=hex:000102030405060710111213141516172021222324252627 b=8 len=64"
    " out="
    "c10a052722614684144d28474850b410757e3cba87651ba167a5cbddff7f4666"
    "75fbf84bcae7378ac444be681d729499afca667fb879348bfdda427863c82f1c",
  "alg=PARALLELHASH256 xof=1"
    " msg=hex:000102030405060710111213141516172021222324252627 b=8"
    " s=str:Parallel%20Data len=64"
    " out="
    "538e105f1a22f44ed2f5cc1674fbd40be803d9c99bf5f8d90a2c8193f3fe6ea7"
    "68e5c1a20987e2c9c65febed03887a51d35624ed12377594b5585541dc377efc",
  "alg=PARALLELHASH256 xof=1"
    " msg=hex:"
    "000102030405060708090a0b101112131415161718191a1b2021222324252627"
    "28292a2b303132333435363738393a3b404142434445464748494a4b50515253"
    "5455565758595a5b b=12 s=str:Parallel%20Data len=64"
    " out="
    "6b3e790b330c889a204c2fbc728d809f19367328d852f4002dc829f73afd6bce"
    "fb7fe5b607b13a801c0be5c1170bdb794e339458fdb0e62a6af3d42558970249",
  /* tests/kat/rfc9861.kat: the test vectors of RFC 9861 section 5
     (TurboSHAKE128, TurboSHAKE256, KT128, KT256), all but the two
     largest messages of each function (ptn(17**5) and ptn(17**6), 1.4
     and 24 MB): ptn(17**4), 83521 bytes, already spans 11 leaves.  */
  "alg=TURBOSHAKE128 msg=ptn:0 len=32"
    " out=1E415F1C5983AFF2169217277D17BB538CD945A397DDEC541F1CE41AF2C1B74C",
  "alg=TURBOSHAKE128 msg=ptn:0 len=64"
    " out="
    "1E415F1C5983AFF2169217277D17BB538CD945A397DDEC541F1CE41AF2C1B74C"
    "3E8CCAE2A4DAE56C84A04C2385C03C15E8193BDF58737363321691C05462C8DF",
  "alg=TURBOSHAKE128 msg=ptn:0 len=32 skip=10000"
    " out=A3B9B0385900CE761F22AED548E754DA10A5242D62E8C658E3F3A923A7555607",
  "alg=TURBOSHAKE128 msg=ptn:1 len=32"
    " out=55CEDD6F60AF7BB29A4042AE832EF3F58DB7299F893EBB9247247D856958DAA9",
  "alg=TURBOSHAKE128 msg=ptn:17 len=32"
    " out=9C97D036A3BAC819DB70EDE0CA554EC6E4C2A1A4FFBFD9EC269CA6A111161233",
  "alg=TURBOSHAKE128 msg=ptn:289 len=32"
    " out=96C77C279E0126F7FC07C9B07F5CDAE1E0BE60BDBE10620040E75D7223A624D2",
  "alg=TURBOSHAKE128 msg=ptn:4913 len=32"
    " out=D4976EB56BCF118520582B709F73E1D6853E001FDAF80E1B13E0D0599D5FB372",
  "alg=TURBOSHAKE128 msg=ptn:83521 len=32"
    " out=DA67C7039E98BF530CF7A37830C6664E14CBAB7F540F58403B1B82951318EE5C",
  "alg=TURBOSHAKE128 msg=rep:FF:3 d=0x01 len=32"
    " out=BF323F940494E88EE1C540FE660BE8A0C93F43D15EC006998462FA994EED5DAB",
  "alg=TURBOSHAKE128 msg=rep:FF:1 d=0x06 len=32"
    " out=8EC9C66465ED0D4A6C35D13506718D687A25CB05C74CCA1E42501ABD83874A67",
  "alg=TURBOSHAKE128 msg=rep:FF:3 d=0x07 len=32"
    " out=B658576001CAD9B1E5F399A9F77723BBA05458042D68206F7252682DBA3663ED",
  "alg=TURBOSHAKE128 msg=rep:FF:7 d=0x0B len=32"
    " out=8DEEAA1AEC47CCEE569F659C21DFA8E112DB3CEE37B18178B2ACD805B799CC37",
  "alg=TURBOSHAKE128 msg=rep:FF:1 d=0x30 len=32"
    " out=553122E2135E363C3292BED2C6421FA232BAB03DAA07C7D6636603286506325B",
  "alg=TURBOSHAKE128 msg=rep:FF:3 d=0x7F len=32"
    " out=16274CC656D44CEFD422395D0F9053BDA6D28E122ABA15C765E5AD0E6EAF26F9",
  "alg=TURBOSHAKE256 msg=ptn:0 len=64"
    " out="
    "367A329DAFEA871C7802EC67F905AE13C57695DC2C6663C61035F59A18F8E7DB"
    "11EDC0E12E91EA60EB6B32DF06DD7F002FBAFABB6E13EC1CC20D995547600DB0",
  "alg=TURBOSHAKE256 msg=ptn:0 len=32 skip=10000"
    " out=ABEFA11630C661269249742685EC082F207265DCCF2F43534E9C61BA0C9D1D75",
  "alg=TURBOSHAKE256 msg=ptn:1 len=64"
    " out="
    "3E1712F928F8EAF1054632B2AA0A246ED8B0C378728F60BC970410155C28820E"
    "90CC90D8A3006AA2372C5C5EA176B0682BF22BAE7467AC94F74D43D39B0482E2",
  "alg=TURBOSHAKE256 msg=ptn:17 len=64"
    " out="
    "B3BAB0300E6A191FBE6137939835923578794EA54843F5011090FA2F3780A9E5"
    "CB22C59D78B40A0FBFF9E672C0FBE0970BD2C845091C6044D687054DA5D8E9C7",
  "alg=TURBOSHAKE256 msg=ptn:289 len=64"
    " out="
    "66B810DB8E90780424C0847372FDC95710882FDE31C6DF75BEB9D4CD9305CFCA"
    "E35E7B83E8B7E6EB4B78605880116316FE2C078A09B94AD7B8213C0A738B65C0",
  "alg=TURBOSHAKE256 msg=ptn:4913 len=64"
    " out="
    "C74EBC919A5B3B0DD1228185BA02D29EF442D69D3D4276A93EFE0BF9A16A7DC0"
    "CD4EABADAB8CD7A5EDD96695F5D360ABE09E2C6511A3EC397DA3B76B9E1674FB",
  "alg=TURBOSHAKE256 msg=ptn:83521 len=64"
    " out="
    "02CC3A8897E6F4F6CCB6FD46631B1F5207B66C6DE9C7B55B2D1A23134A170AFD"
    "AC234EABA9A77CFF88C1F020B73724618C5687B362C430B248CD38647F848A1D",
  "alg=TURBOSHAKE256 msg=rep:FF:3 d=0x01 len=64"
    " out="
    "D21C6FBBF587FA2282F29AEA620175FB0257413AF78A0B1B2A87419CE031D933"
    "AE7A4D383327A8A17641A34F8A1D1003AD7DA6B72DBA84BB62FEF28F62F12424",
  "alg=TURBOSHAKE256 msg=rep:FF:1 d=0x06 len=64"
    " out="
    "738D7B4E37D18B7F22AD1B5313E357E3DD7D07056A26A303C433FA3533455280"
    "F4F5A7D4F700EFB437FE6D281405E07BE32A0A972E22E63ADC1B090DAEFE004B",
  "alg=TURBOSHAKE256 msg=rep:FF:3 d=0x07 len=64"
    " out="
    "18B3B5B7061C2E67C1753A00E6AD7ED7BA1C906CF93EFB7092EAF27FBEEBB755"
    "AE6E292493C110E48D260028492B8E09B5500612B8F2578985DED5357D00EC67",
  "alg=TURBOSHAKE256 msg=rep:FF:7 d=0x0B len=64"
    " out="
    "BB36764951EC97E9D85F7EE9A67A7718FC005CF42556BE79CE12C0BDE50E5736"
    "D6632B0D0DFB202D1BBB8FFE3DD74CB00834FA756CB03471BAB13A1E2C16B3C0",
  "alg=TURBOSHAKE256 msg=rep:FF:1 d=0x30 len=64"
    " out="
    "F3FE12873D34BCBB2E608779D6B70E7F86BEC7E90BF113CBD4FDD0C4E2F4625E"
    "148DD7EE1A52776CF77F240514D9CCFC3B5DDAB8EE255E39EE389072962C111A",
  "alg=TURBOSHAKE256 msg=rep:FF:3 d=0x7F len=64"
    " out="
    "ABE569C1F77EC340F02705E7D37C9AB7E155516E4A6A150021D70B6FAC0BB40C"
    "069F9A9828A0D575CD99F9BAE435AB1ACF7ED9110BA97CE0388D074BAC768776",
  "alg=KT128 msg=ptn:0 len=32"
    " out=1AC2D450FC3B4205D19DA7BFCA1B37513C0803577AC7167F06FE2CE1F0EF39E5",
  "alg=KT128 msg=ptn:0 len=64"
    " out="
    "1AC2D450FC3B4205D19DA7BFCA1B37513C0803577AC7167F06FE2CE1F0EF39E5"
    "4269C056B8C82E48276038B6D292966CC07A3D4645272E31FF38508139EB0A71",
  "alg=KT128 msg=ptn:0 len=32 skip=10000"
    " out=E8DC563642F7228C84684C898405D3A834799158C079B12880277A1D28E2FF6D",
  "alg=KT128 msg=ptn:1 len=32"
    " out=2BDA92450E8B147F8A7CB629E784A058EFCA7CF7D8218E02D345DFAA65244A1F",
  "alg=KT128 msg=ptn:17 len=32"
    " out=6BF75FA2239198DB4772E36478F8E19B0F371205F6A9A93A273F51DF37122888",
  "alg=KT128 msg=ptn:289 len=32"
    " out=0C315EBCDEDBF61426DE7DCF8FB725D1E74675D7F5327A5067F367B108ECB67C",
  "alg=KT128 msg=ptn:4913 len=32"
    " out=CB552E2EC77D9910701D578B457DDF772C12E322E4EE7FE417F92C758F0D59D0",
  "alg=KT128 msg=ptn:83521 len=32"
    " out=8701045E22205345FF4DDA05555CBB5C3AF1A771C2B89BAEF37DB43D9998B9FE",
  "alg=KT128 msg=ptn:0 s=ptn:1 len=32"
    " out=FAB658DB63E94A246188BF7AF69A133045F46EE984C56E3C3328CAAF1AA1A583",
  "alg=KT128 msg=rep:FF:1 s=ptn:41 len=32"
    " out=D848C5068CED736F4462159B9867FD4C20B808ACC3D5BC48E0B06BA0A3762EC4",
  "alg=KT128 msg=rep:FF:3 s=ptn:1681 len=32"
    " out=C389E5009AE57120854C2E8C64670AC01358CF4C1BAF89447A724234DC7CED74",
  "alg=KT128 msg=rep:FF:7 s=ptn:68921 len=32"
    " out=75D2F86A2E644566726B4FBCFC5657B9DBCF070C7B0DCA06450AB291D7443BCF",
  "alg=KT128 msg=ptn:8191 len=32"
    " out=1B577636F723643E990CC7D6A659837436FD6A103626600EB8301CD1DBE553D6",
  "alg=KT128 msg=ptn:8192 len=32"
    " out=48F256F6772F9EDFB6A8B661EC92DC93B95EBD05A08A17B39AE3490870C926C3",
  "alg=KT128 msg=ptn:8192 s=ptn:8189 len=32"
    " out=3ED12F70FB05DDB58689510AB3E4D23C6C6033849AA01E1D8C220A297FEDCD0B",
  "alg=KT128 msg=ptn:8192 s=ptn:8190 len=32"
    " out=6A7C1B6A5CD0D8C9CA943A4A216CC64604559A2EA45F78570A15253D67BA00AE",
  "alg=KT256 msg=ptn:0 len=64"
    " out="
    "B23D2E9CEA9F4904E02BEC06817FC10CE38CE8E93EF4C89E6537076AF8646404"
    "E3E8B68107B8833A5D30490AA33482353FD4ADC7148ECB782855003AAEBDE4A9",
  "alg=KT256 msg=ptn:0 len=128"
    " out="
    "B23D2E9CEA9F4904E02BEC06817FC10CE38CE8E93EF4C89E6537076AF8646404"
    "E3E8B68107B8833A5D30490AA33482353FD4ADC7148ECB782855003AAEBDE4A9"
    "B0925319D8EA1E121A609821EC19EFEA89E6D08DAEE1662B69C840289F188BA8"
    "60F55760B61F82114C030C97E5178449608CCD2CD2D919FC7829FF69931AC4D0",
  "alg=KT256 msg=ptn:0 len=64 skip=10000"
    " out="
    "AD4A1D718CF950506709A4C33396139B4449041FC79A05D68DA35F1E453522E0"
    "56C64FE94958E7085F2964888259B9932752F3CCD855288EFEE5FCBB8B563069",
  "alg=KT256 msg=ptn:1 len=64"
    " out="
    "0D005A194085360217128CF17F91E1F71314EFA5564539D444912E3437EFA17F"
    "82DB6F6FFE76E781EAA068BCE01F2BBF81EACB983D7230F2FB02834A21B1DDD0",
  "alg=KT256 msg=ptn:17 len=64"
    " out="
    "1BA3C02B1FC514474F06C8979978A9056C8483F4A1B63D0DCCEFE3A28A2F323E"
    "1CDCCA40EBF006AC76EF0397152346837B1277D3E7FAA9C9653B19075098527B",
  "alg=KT256 msg=ptn:289 len=64"
    " out="
    "DE8CCBC63E0F133EBB4416814D4C66F691BBF8B6A61EC0A7700F836B086CB029"
    "D54F12AC7159472C72DB118C35B4E6AA213C6562CAAA9DCC518959E69B10F3BA",
  "alg=KT256 msg=ptn:4913 len=64"
    " out="
    "647EFB49FE9D717500171B41E7F11BD491544443209997CE1C2530D15EB1FFBB"
    "598935EF954528FFC152B1E4D731EE2683680674365CD191D562BAE753B84AA5",
  "alg=KT256 msg=ptn:83521 len=64"
    " out="
    "B06275D284CD1CF205BCBE57DCCD3EC1FF6686E3ED15776383E1F2FA3C6AC8F0"
    "8BF8A162829DB1A44B2A43FF83DD89C3CF1CEB61EDE659766D5CCF817A62BA8D",
  "alg=KT256 msg=ptn:0 s=ptn:1 len=64"
    " out="
    "9280F5CC39B54A5A594EC63DE0BB99371E4609D44BF845C2F5B8C316D72B1598"
    "11F748F23E3FABBE5C3226EC96C62186DF2D33E9DF74C5069CEECBB4DD10EFF6",
  "alg=KT256 msg=rep:FF:1 s=ptn:41 len=64"
    " out="
    "47EF96DD616F200937AA7847E34EC2FEAE8087E3761DC0F8C1A154F51DC9CCF8"
    "45D7ADBCE57FF64B639722C6A1672E3BF5372D87E00AFF89BE97240756998853",
  "alg=KT256 msg=rep:FF:3 s=ptn:1681 len=64"
    " out="
    "3B48667A5051C5966C53C5D42B95DE451E05584E7806E2FB765EDA959074172C"
    "B438A9E91DDE337C98E9C41BED94C4E0AEF431D0B64EF2324F7932CAA6F54969",
  "alg=KT256 msg=rep:FF:7 s=ptn:68921 len=64"
    " out="
    "E0911CC00025E1540831E266D94ADD9B98712142B80D2629E643AAC4EFAF5A3A"
    "30A88CBF4AC2A91A2432743054FBCC9897670E86BA8CEC2FC2ACE9C966369724",
  "alg=KT256 msg=ptn:8191 len=64"
    " out="
    "3081434D93A4108D8D8A3305B89682CEBEDC7CA4EA8A3CE869FBB73CBE4A58EE"
    "F6F24DE38FFC170514C70E7AB2D01F03812616E863D769AFB3753193BA045B20",
  "alg=KT256 msg=ptn:8192 len=64"
    " out="
    "C6EE8E2AD3200C018AC87AAA031CDAC22121B412D07DC6E0DCCBB53423747E9A"
    "1C18834D99DF596CF0CF4B8DFAFB7BF02D139D0C9035725ADC1A01B7230A41FA",
  "alg=KT256 msg=ptn:8192 s=ptn:8189 len=64"
    " out="
    "74E47879F10A9C5D11BD2DA7E194FE57E86378BF3C3F7448EFF3C576A0F18C5C"
    "AAE0999979512090A7F348AF4260D4DE3C37F1ECAF8D2C2C96C1D16C64B12496",
  "alg=KT256 msg=ptn:8192 s=ptn:8190 len=64"
    " out="
    "F4B5908B929FFE01E0F79EC2F21243D41A396B2E7303A6AF1D6399CD6C7A0A2D"
    "D7C4F607E8277F9C9B1CB4AB9DDC59D4B92D1FC7558441F1832C3279A4241B8B",
  /* tests/kat/m14.kat: MarsupilamiFourteen, from the RustCrypto/hashes
     m14 tests ("reference paper" values) and checked against
     @noble/hashes; all but ptn(17**5).  */
  "alg=M14 msg=ptn:0 len=32"
    " out=6f66ef1474eb53807aa329257c768bb88893d9f086e51da2f5c80d17ca0fc57d",
  "alg=M14 msg=ptn:0 len=64"
    " out="
    "6f66ef1474eb53807aa329257c768bb88893d9f086e51da2f5c80d17ca0fc57d"
    "5a24fac879014f8b30a3fdf5ac56ebafa219eb891d4bbbab7e1df3b27205b459",
  "alg=M14 msg=ptn:0 len=32 skip=10000"
    " out=c09322de1513d0cd604728f36d11adff58b93f776381095a071921eafb30e1e3",
  "alg=M14 msg=ptn:1 len=32"
    " out=cc05ebc928156c7a03540085355c47c6aea1d07dc811cdded0e4c367f8d99368",
  "alg=M14 msg=ptn:17 len=32"
    " out=aa764fd8b38f19976a305cb007f19384b210a5c7b0fc4499d6f83c6227bff850",
  "alg=M14 msg=ptn:289 len=32"
    " out=f18a6e250b1cc83dea89ffbb4de56a8e70041c71fc5b17a2aaab05c606aa6bf2",
  "alg=M14 msg=ptn:4913 len=32"
    " out=0ac89b11a06f46b2f6feeff046c97e90dc02910ae509b8739cfea5df1df90b82",
  "alg=M14 msg=ptn:83521 len=32"
    " out=35af0a5fc6c4d111fbc68f879d05506aafd300b5ab136986d7aed8a9f1be331e",
  "alg=M14 msg=ptn:0 s=ptn:1 len=32"
    " out=e6c23ceeab2089d14dc3b088fdfe6d4418bf8a6f330fb3edcc300cd81e1bef2f",
  "alg=M14 msg=rep:FF:1 s=ptn:41 len=32"
    " out=2bab75b31b8c3049abeb7674774771b64f59225be20e930ebdbf8e37c24fad69",
  "alg=M14 msg=rep:FF:3 s=ptn:1681 len=32"
    " out=732a60c308bebf5f7b3d3e8f0d26e324c04bab4197ca0a608b0befaa25ea5976",
  "alg=M14 msg=rep:FF:7 s=ptn:68921 len=32"
    " out=61583cdfaa64ab60e77b8c8bdd0ad088f9d760b2944f7d64c5dd81ce7e92d96b",
  /* tests/kat/generated.kat: Keccak-224 ... Keccak-512 and RawSHAKE
     have no sample values in a standard; these are the empty message
     and one block plus one byte, where independent implementations
     agree (src= in that file: Keccak pycryptodome, @noble/hashes and
     the plain-Python reference of tests/kat/gen written from the
     Keccak reference; RawSHAKE noble and that reference).  */
  "alg=KECCAK-224 msg=ptn:0 len=28"
    " out=f71837502ba8e10837bdd8d365adb85591895602fc552b48b7390abd",
  "alg=KECCAK-224 msg=ptn:145 len=28"
    " out=fb59302af80b4f37c2931f6475bd6a782805dcd14f5087c84e401f5c",
  "alg=KECCAK-256 msg=ptn:0 len=32"
    " out=c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470",
  "alg=KECCAK-256 msg=ptn:137 len=32"
    " out=ac73d4fae68b8453f764007c1a20ce95994187861f0c3227a3a8e99a73a3b1db",
  "alg=KECCAK-384 msg=ptn:0 len=48"
    " out="
    "2c23146a63a29acf99e73b88f8c24eaa7dc60aa771780ccc006afbfa8fe2479b"
    "2dd2b21362337441ac12b515911957ff",
  "alg=KECCAK-384 msg=ptn:105 len=48"
    " out="
    "1480a097d5c3cc04b85bfba18666c3fd5f246744f8798f247f3c107187d8899a"
    "2711edd8aa5cfcaf77b9f33450c8d785",
  "alg=KECCAK-512 msg=ptn:0 len=64"
    " out="
    "0eab42de4c3ceb9235fc91acffe746b29c29a8c366b7c60e4e67c466f36a4304"
    "c00fa9caf9d87976ba469bcbe06713b435f091ef2769fb160cdab33d3670680e",
  "alg=KECCAK-512 msg=ptn:73 len=64"
    " out="
    "e417b9573c871d948d48f62f6b16ea6cd1f1557a462ff5c1ae276d14d2fb43cd"
    "7084631656bf60f4ceb881133113d304335bd93487e8ec3e845ebc3c1877ca12",
  "alg=RAWSHAKE128 msg=ptn:0 len=32"
    " out=fa019a3b17630df6014853b5470773f13c3ab704478211d7a65867515dea1cc7",
  "alg=RAWSHAKE128 msg=ptn:169 len=32"
    " out=2060c1d6cb026f511f121ea84427870eeb52ba6d241879eddbe6bc5f7d10a960",
  "alg=RAWSHAKE256 msg=ptn:0 len=64"
    " out="
    "3a1108d4a90a31b85a10bdce77f4bfbdcc5b1d70dd405686f8bbde834aa1a410"
    "db8c9e1c166c3e239cd76a55f6a692aa2d1749f2ec79cd0ba3b17bb659959b6e",
  "alg=RAWSHAKE256 msg=ptn:137 len=64"
    " out="
    "3f0a502c4c448c89195937179ef1cde8137102803713839884f9641edf9024df"
    "809e2e83e6097c84680149b682c9a898164bb6ccd3ec882bec923135c5bccfc5",
};

/* The most elements of a tuple in the table.  */
enum { MAX_MSGS = 4 };

/* Threads for the tree modes: more than one leaf each for the longer
   messages, and an odd number so that the shares are uneven.  */
enum { TREE_THREADS = 3 };

/* The most leaves handed to the threads at once (bounds CVS below).  */
enum { TREE_BATCH = 48 };

/* A parsed case.  Byte strings are allocated.  */
struct st_case
{
  enum kc_alg alg;
  unsigned char *msg[MAX_MSGS];
  size_t msg_len[MAX_MSGS];
  int n_msgs;
  unsigned char *key, *custom, *function, *out;
  size_t key_len, custom_len, function_len;
  struct kc_params params;
  size_t len, skip;
};

/* Return the value of the hex digit C, or -1.  */

static int
hex_digit (unsigned char c)
{
  if (c_isdigit (c))
    return c - '0';
  if (c_isxdigit (c))
    return c_tolower (c) - 'a' + 10;
  return -1;
}

/* Decode the N hex digits at S into OUT.  Return false if they are not
   hex digits.  */

static bool
decode_hex_n (char const *s, size_t n, unsigned char *out)
{
  size_t i;

  for (i = 0; i < n / 2; i++)
    {
      int hi = hex_digit (s[2 * i]), lo = hex_digit (s[2 * i + 1]);
      if (hi < 0 || lo < 0)
        return false;
      out[i] = hi << 4 | lo;
    }
  return n % 2 == 0;
}

/* Decode the N-character value at S (hex:, ptn:, rep:HH:, str: of
   tests/kat/README) into a new buffer *OUT of *LEN bytes.  Return false
   if it is not a valid value.  */

static bool
parse_value (char const *s, size_t n, unsigned char **out, size_t *len)
{
  char digits[24];
  unsigned long count;
  char *end;
  size_t i;

  *out = NULL;
  *len = 0;
  if (4 <= n && memcmp (s, "hex:", 4) == 0)
    {
      *len = (n - 4) / 2;
      *out = xmalloc (*len + 1);
      return decode_hex_n (s + 4, n - 4, *out);
    }
  if (4 <= n && memcmp (s, "str:", 4) == 0)
    {
      unsigned char *p = *out = xmalloc (n - 4 + 1);
      for (i = 4; i < n; i++)
        if (s[i] != '%')
          *p++ = s[i];
        else if (i + 2 < n && decode_hex_n (s + i + 1, 2, p))
          {
            p++;
            i += 2;
          }
        else
          return false;
      *len = p - *out;
      return true;
    }

  if (n < 4 || (memcmp (s, "ptn:", 4) != 0 && memcmp (s, "rep:", 4) != 0))
    return false;
  i = s[0] == 'r' ? 7 : 4;
  if (n <= i || sizeof digits <= n - i
      || (s[0] == 'r' && s[6] != ':'))
    return false;
  memcpy (digits, s + i, n - i);
  digits[n - i] = '\0';
  count = strtoul (digits, &end, 10);
  if (*end || !c_isdigit (digits[0]))
    return false;
  *len = count;
  *out = xmalloc (count + 1);
  if (s[0] == 'r')
    {
      unsigned char byte;
      if (!decode_hex_n (s + 4, 2, &byte))
        return false;
      memset (*out, byte, count);
    }
  else
    for (i = 0; i < count; i++)
      (*out)[i] = i % 251;
  return true;
}

/* Return the algorithm whose kc_info name is the N bytes at S, or
   KC_ALG_COUNT.  */

static enum kc_alg
alg_named (char const *s, size_t n)
{
  int a;

  for (a = 0; a < KC_ALG_COUNT; a++)
    {
      char const *name = kc_info (a)->name;
      if (strlen (name) == n && memcmp (name, s, n) == 0)
        return a;
    }
  return KC_ALG_COUNT;
}

/* Free the buffers of C.  */

static void
free_case (struct st_case *c)
{
  int i;

  for (i = 0; i < c->n_msgs; i++)
    free (c->msg[i]);
  free (c->key);
  free (c->custom);
  free (c->function);
  free (c->out);
  memset (c, 0, sizeof *c);
}

/* Parse the case LINE into C.  Return false if LINE is not a valid
   case (a mistake in the table, counted as a failure).  */

static bool
parse_case (char const *line, struct st_case *c)
{
  char const *p = line;
  bool have_alg = false, have_out = false, ok = true;
  size_t out_hex = 0;
  char const *out_text = NULL;

  memset (c, 0, sizeof *c);
  c->alg = KC_ALG_COUNT;
  while (*p && ok)
    {
      size_t n = strcspn (p, " ");
      char const *eq = memchr (p, '=', n);
      size_t klen = eq ? (size_t) (eq - p) : 0;
      char const *v = eq + 1;
      size_t vlen = eq ? n - klen - 1 : 0;
      char num[24];

      if (!eq)
        ok = false;
      else if (klen == 3 && memcmp (p, "alg", 3) == 0)
        {
          c->alg = alg_named (v, vlen);
          have_alg = c->alg != KC_ALG_COUNT;
          if (have_alg)
            kc_params_default (&c->params, c->alg);
          ok = have_alg;
        }
      else if (!have_alg)
        ok = false;
      else if (klen == 3 && memcmp (p, "msg", 3) == 0)
        {
          ok = (c->n_msgs < MAX_MSGS
                && parse_value (v, vlen, &c->msg[c->n_msgs],
                                &c->msg_len[c->n_msgs]));
          c->n_msgs++;
        }
      else if (klen == 3 && memcmp (p, "key", 3) == 0 && !c->key)
        ok = parse_value (v, vlen, &c->key, &c->key_len);
      else if (klen == 1 && *p == 's' && !c->custom)
        ok = parse_value (v, vlen, &c->custom, &c->custom_len);
      else if (klen == 1 && *p == 'n' && !c->function)
        ok = parse_value (v, vlen, &c->function, &c->function_len);
      else if (klen == 3 && memcmp (p, "out", 3) == 0)
        {
          out_text = v;
          out_hex = vlen;
          have_out = true;
        }
      else if (vlen == 0 || sizeof num <= vlen)
        ok = false;
      else
        {
          unsigned long x;
          char *end;

          memcpy (num, v, vlen);
          num[vlen] = '\0';
          x = strtoul (num, &end, 0);
          ok = *end == '\0';
          if (klen == 1 && *p == 'b')
            c->params.block_size = x;
          else if (klen == 3 && memcmp (p, "xof", 3) == 0)
            c->params.xof = x != 0;
          else if (klen == 1 && *p == 'd')
            c->params.domain = x;
          else if (klen == 3 && memcmp (p, "len", 3) == 0)
            c->len = x;
          else if (klen == 4 && memcmp (p, "skip", 4) == 0)
            c->skip = x;
          else
            ok = false;
        }
      p += n;
      while (*p == ' ')
        p++;
    }

  if (ok && (!have_out || c->len == 0 || out_hex != 2 * c->len))
    ok = false;
  if (ok)
    {
      c->out = xmalloc (c->len);
      ok = decode_hex_n (out_text, out_hex, c->out);
    }
  if (ok && c->n_msgs != 1 && !(kc_info (c->alg)->flags & KC_P_TUPLE))
    ok = false;
  if (ok)
    {
      c->params.key = c->key;
      c->params.key_len = c->key_len;
      c->params.custom = c->custom;
      c->params.custom_len = c->custom_len;
      c->params.function = c->function;
      c->params.function_len = c->function_len;
      c->params.out_len = c->skip + c->len;
      ok = kc_params_check (&c->params, c->alg) == 0;
    }
  return ok;
}

/* Feed the message of C into CTX in one kc_update per string (and
   kc_tuple_begin before each string of a tuple).  With PIECES, split
   each string into pieces of 1, 2, 3, ... bytes (up to 211, then over
   again), which crosses every block boundary at changing offsets.  */

static void
feed (struct kc_ctx *ctx, struct st_case const *c, bool pieces)
{
  bool tuple = (kc_info (c->alg)->flags & KC_P_TUPLE) != 0;
  int i;

  for (i = 0; i < c->n_msgs; i++)
    {
      size_t done = 0, step = 1;

      if (tuple)
        kc_tuple_begin (ctx, (kc_u32) (c->msg_len[i] >> 31 >> 1),
                        (kc_u32) (c->msg_len[i] & 0xffffffff));
      if (!pieces)
        {
          kc_update (ctx, c->msg[i], c->msg_len[i]);
          continue;
        }
      while (done < c->msg_len[i])
        {
          size_t n = c->msg_len[i] - done < step ? c->msg_len[i] - done : step;
          kc_update (ctx, c->msg[i] + done, n);
          done += n;
          step = step % 211 + 1;
        }
    }
}

/* One share of a tree batch, for a thread.  */
struct tree_job
{
  struct kc_ctx const *ctx;
  unsigned char const *in;
  size_t n_leaves;
  unsigned char *cv;
};

static int
tree_job_run (void *arg)
{
  struct tree_job *j = arg;
  kc_tree_cvs (j->ctx, j->in, j->n_leaves, j->cv);
  return 0;
}

/* Feed the single string MSG of LEN bytes into CTX, a tree mode, with
   the whole leaves hashed by TREE_THREADS threads through kc_tree_cvs
   and absorbed in order with kc_tree_absorb_cvs, as src/cli/tree.c does
   for a file.  A thread that cannot be created is done here instead.  */

static void
feed_tree (struct kc_ctx *ctx, unsigned char const *msg, size_t len)
{
  unsigned char cvs[TREE_BATCH * 64];

  while (len != 0)
    {
      size_t gap = kc_tree_gap (ctx);
      size_t leaf_len, n, per;
      unsigned int cv_len;
      struct tree_job job[TREE_THREADS];
      thrd_t thr[TREE_THREADS];
      bool started[TREE_THREADS];
      int t;

      if (gap != 0)
        {
          size_t k = gap < len ? gap : len;
          kc_update (ctx, msg, k);
          msg += k;
          len -= k;
          continue;
        }
      kc_tree_sizes (ctx, &leaf_len, &cv_len);
      n = len / leaf_len;
      if (n == 0 || 64 < cv_len)
        {
          kc_update (ctx, msg, len);
          return;
        }
      if (TREE_BATCH < n)
        n = TREE_BATCH;
      per = (n + TREE_THREADS - 1) / TREE_THREADS;
      for (t = 0; t < TREE_THREADS; t++)
        {
          size_t first = t * per;
          job[t].ctx = ctx;
          job[t].in = msg + first * leaf_len;
          job[t].n_leaves = first < n ? (n - first < per ? n - first : per)
                                      : 0;
          job[t].cv = cvs + first * cv_len;
          started[t] = (job[t].n_leaves != 0
                        && thrd_create (&thr[t], tree_job_run, &job[t])
                           == thrd_success);
          if (!started[t] && job[t].n_leaves != 0)
            tree_job_run (&job[t]);
        }
      for (t = 0; t < TREE_THREADS; t++)
        if (started[t])
          thrd_join (thr[t], NULL);
      kc_tree_absorb_cvs (ctx, cvs, n);
      msg += n * leaf_len;
      len -= n * leaf_len;
    }
}

/* The ways a case is computed.  */
enum way { WAY_WHOLE, WAY_PIECES, WAY_THREADS };
static char const *const way_name[] = { "whole", "pieces", "threads" };

/* Compute case C on BACKEND in the way WAY into BUF (skip + len bytes)
   and return true if the last len bytes are the known answer.  */

static bool
run_case (struct st_case const *c, struct kc_backend const *backend,
          enum way way, unsigned char *buf)
{
  struct kc_ctx ctx;
  size_t total = c->skip + c->len;

  kc_init (&ctx, backend, c->alg, &c->params);
  if (way == WAY_THREADS)
    feed_tree (&ctx, c->msg[0], c->msg_len[0]);
  else
    feed (&ctx, c, way == WAY_PIECES);
  if (way == WAY_PIECES)
    {
      /* One output stream: final of one byte, then squeeze the rest.  */
      kc_final (&ctx, buf, 1);
      kc_squeeze (&ctx, buf + 1, total - 1);
    }
  else
    kc_final (&ctx, buf, total);
  kc_wipe (&ctx);
  return memcmp (buf + c->skip, c->out, c->len) == 0;
}

/* Whether BACKEND may run here: every row that kc_backend_for gives for
   some subset of this CPU's features, and every row it never gives for
   any features (the portable ones that are not its default).  */

static bool
backend_runs (struct kc_backend const *backend, unsigned int features)
{
  unsigned int all = KC_CPU_ALL;
  unsigned int s;
  bool gated = false;

  for (s = 0; s <= all; s++)
    if (kc_backend_for (s) == backend)
      {
        if ((s & ~features) == 0)
          return true;
        gated = true;
      }
  return !gated;
}

int
ksum_selftest (void)
{
  unsigned int features = ksum_cpu_features ();
  unsigned long int total_passed = 0, total_failed = 0;
  size_t b;

  for (b = 0; kc_backends[b]; b++)
    {
      struct kc_backend const *backend = kc_backends[b];
      unsigned long int passed = 0, failed = 0;
      size_t i;

      if (!backend_runs (backend, features))
        {
          printf (_("%s: skipped: not usable on this CPU (or GLIBC_TUNABLES)\n"),
                  backend->name);
          continue;
        }

      for (i = 0; i < ARRAY_CARDINALITY (selftest_cases); i++)
        {
          struct st_case c;
          unsigned char *buf;
          int way;

          if (!parse_case (selftest_cases[i], &c))
            {
              fprintf (stderr, _("%s: case %zu: invalid test case\n"),
                       backend->name, i + 1);
              free_case (&c);
              failed++;
              continue;
            }
          buf = xmalloc (c.skip + c.len);
          for (way = WAY_WHOLE; way <= WAY_THREADS; way++)
            {
              if (way == WAY_THREADS
                  && (c.n_msgs != 1 || kc_info (c.alg)->flags & KC_P_TUPLE))
                continue;
              if (way == WAY_THREADS)
                {
                  struct kc_ctx probe;
                  bool tree;
                  kc_init (&probe, backend, c.alg, &c.params);
                  tree = kc_tree_gap (&probe) != (size_t) -1;
                  kc_wipe (&probe);
                  if (!tree)
                    continue;
                }
              if (run_case (&c, backend, way, buf))
                passed++;
              else
                {
                  fprintf (stderr, _("%s: case %zu (%s, %s): FAILED\n"),
                           backend->name, i + 1, kc_info (c.alg)->name,
                           way_name[way]);
                  failed++;
                }
            }
          free (buf);
          free_case (&c);
        }

      printf (_("%s: %lu passed, %lu failed\n"), backend->name, passed,
              failed);
      total_passed += passed;
      total_failed += failed;
    }

  printf (_("%lu passed, %lu failed\n"), total_passed, total_failed);
  return total_failed != 0;
}
