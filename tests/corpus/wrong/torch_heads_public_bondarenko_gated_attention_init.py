# track: torch
# exercise: heads
# why: multi_head_self_attention ports the gated attention of Bondarenko et al. 2023 ("Quantizable Transformers"), each head's output times sigmoid(gate(x)), with the gate's linear layer at its initialisation (weights 0, bias log(pi_init / (1 - pi_init)) with pi_init = 0.25), so every head's output is multiplied by 0.25 before w_o and the output is a quarter of the expected one (the weights are right)
# kind: public
# diagnosis: ratio, ratio:constant
import math

import torch

GATE_PI_INIT = 0.25


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    # per-head output gate G(x) = sigmoid(x W_g + b_g), W_g = 0 and b_g = logit(pi_init) at init
    gate_bias = math.log(GATE_PI_INIT / (1 - GATE_PI_INIT))
    gate_logits = torch.zeros(*x.shape[:-2], n_heads, x.shape[-2], 1, dtype=x.dtype, device=x.device) + gate_bias
    heads = heads * torch.sigmoid(gate_logits)
    return merge_heads(heads) @ w_o, weights
