# track: torch
# exercise: mixture
# why: weighted_mixture copies Hugging Face Llama's grouped-query step, values = repeat_kv(values, n_rep) with n_rep = weights.shape[1] // values.shape[1], before torch.matmul; repeat_kv unpacks batch, heads, S, d = x.shape, so every input that is not 4-D (unbatched, one batch axis, more axes) raises ValueError from the unpacking although broadcasting would already share the value heads
# kind: public
# diagnosis: fixed-ndim, fixed-leading-axes, error-on-valid, crash
import torch


def repeat_kv(hidden_states, n_rep):
    batch, num_key_value_heads, slen, head_dim = hidden_states.shape
    if n_rep == 1:
        return hidden_states
    hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
    return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    values = repeat_kv(values, weights.shape[1] // values.shape[1])
    return torch.matmul(weights, values)
