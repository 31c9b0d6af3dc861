# track: torch
# exercise: heads
# why: multi_head_self_attention ports Hydra attention (Bolya et al. 2022, as many heads as features, a cosine kernel and no softmax): out = normalize(Q) * sum over positions of normalize(K) * V, then w_o, so every position's output is its unit query times one global key-value summary (and it needs d_k = d_v); only the returned weights still come from the kit's attention
# kind: public
# diagnosis: cosine-scores, features-mapped
# miss: a cosine-kernel linear attention with no score matrix, right weights returned beside a wrong output: no relation replays the kernel
import torch
import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    # weights for the caller, as the contract asks
    _, weights = attention(split_heads(q, n_heads), split_heads(k, n_heads), split_heads(v, n_heads), allowed)
    # Hydra: H = D heads, phi = L2 normalisation, linear in T
    qn = F.normalize(q, dim=-1)
    kn = F.normalize(k, dim=-1)
    kv = (kn * v).sum(dim=-2, keepdim=True)
    out = qn * kv
    return out @ w_o, weights
