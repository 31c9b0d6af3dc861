# track: torch
# exercise: mixture
# why: ports the context line of graykode's nlp-tutorial Seq2Seq(Attention), attn_weights.bmm(enc_outputs.transpose(0, 1)), whose encoder outputs are time-first (S, B, d); the kit's values are (..., S, d_v), so the transpose(0, 1) and the 3-D-only bmm make every valid call raise
# kind: public
# diagnosis: fixed-ndim, matmul-mismatch, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    # enc_outputs are [n_step, batch, n_hidden]: make them [batch, n_step, n_hidden]
    return weights.bmm(values.transpose(0, 1))
