# track: torch
# exercise: heads
# why: multi_head_self_attention ports LeViT's attention block, whose output projection is nn.Sequential(activation(), Linear) with a Hardswish in front, so it returns F.hardswish(merge_heads(heads)) @ w_o; the kit's output projection is linear, merge_heads(heads) @ w_o, and the hardswish bends every negative or small merged feature before it
# kind: public
# diagnosis: mhsa-nonlinear-projection, activated
# miss: an activation between merge_heads and w_o is no relation of the output the engine reads (the activation is not of the output itself, and no catalogue entry replays it); a soft cap is read in one check
import torch
import torch.nn.functional as F


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return F.hardswish(merge_heads(heads)) @ w_o, weights
