# track: torch
# exercise: heads
# why: multi_head_self_attention ports DGL's DotGatConv, where one linear layer gives the node features used as source and destination (h_src = h_dst = fc(feat)), dotted along the edges (u_dot_v) and also sent as the messages; with w_q as that fc, x @ w_q serves as queries, keys and values alike and w_k and w_v are never used (and when d_v != d_k the merged heads no longer fit w_o)
# kind: public
# diagnosis: mhsa-wrong-projection
# miss: x @ w_q as queries, keys and values: nothing replays one projection used three times, and a logit ratio of one case leads (evidence)
import torch


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    feat = split_heads(x @ w_q, n_heads)  # (..., H, T, d): feat_src = feat_dst = fc(x)
    heads, weights = attention(feat, feat, feat, allowed)  # u_dot_v, edge_softmax, u_mul_e + sum
    return merge_heads(heads) @ w_o, weights
